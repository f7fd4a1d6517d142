/**
 * Writes a contract text: French, or English when both parties use English (decision 010),
 * already in its canonical form so that `sha256(contract_text)` is its hash.
 */
import { canonicalText, contractHash } from './canonical-text.ts';
import type { ContractContext } from './contract-context.ts';
import { contractTextEn } from './contract-text-en.ts';
import { contractTextFr } from './contract-text-fr.ts';
import type { Lang } from '#i18n/lang.ts';

export function contractLanguage(requesterLang: string, partnerLang: string): Lang {
  return requesterLang === 'en' && partnerLang === 'en' ? 'en' : 'fr';
}

export function writeContract(ctx: ContractContext, lang: Lang): { text: string; hash: string } {
  const text = canonicalText(lang === 'en' ? contractTextEn(ctx) : contractTextFr(ctx));
  return { text, hash: contractHash(text) };
}
