/**
 * Writes a contract text: French, or English when both parties use English (decision 010),
 * already in its canonical form so that `sha256(contract_text)` is its hash.
 */
import { canonicalText, contractHash } from './canonical-text.ts';
import type { ContractContext } from './contract-context.ts';
import { contractTextEn } from './contract-text-en.ts';
import { contractTextFr } from './contract-text-fr.ts';

export type ContractLang = 'fr' | 'en';

export function contractLanguage(requesterLang: string, partnerLang: string): ContractLang {
  return requesterLang === 'en' && partnerLang === 'en' ? 'en' : 'fr';
}

export function writeContract(ctx: ContractContext, lang: ContractLang): { text: string; hash: string } {
  const text = canonicalText(lang === 'en' ? contractTextEn(ctx) : contractTextFr(ctx));
  return { text, hash: contractHash(text) };
}
