/**
 * What a contract text is written from, and the small formatting helpers both languages share.
 */
import type { Party } from '../questionnaire/questions.ts';
import type { Terms } from './merge-terms.ts';
import type { Lang } from '#i18n/lang.ts';

export interface PartyInfo {
  firstName: string;
  lastName: string;
  trade: string;
  brand: string;
  city: string;
  email: string;
}

export interface ContractContext {
  matchId: string;
  requestTitle: string;
  parties: Record<Party, PartyInfo>;
  terms: Terms;
  submittedAt: Record<Party, Date>;
  finalizedAt: Date;
  timeZone: string;
}

export const fullName = (p: PartyInfo): string => `${p.firstName} ${p.lastName}`.replace(/\s+/g, ' ').trim();

/**
 * How the text names each party after introducing it: the first name, or the full name when both
 * share a first name, or a neutral label when neither tells them apart.
 */
export function partyLabels(parties: Record<Party, PartyInfo>, neutral: Record<Party, string>): Record<Party, string> {
  const first = { demandeur: parties.demandeur.firstName.trim(), partenaire: parties.partenaire.firstName.trim() };
  if (first.demandeur && first.partenaire && first.demandeur.toLocaleLowerCase() !== first.partenaire.toLocaleLowerCase()) return first;
  const full = { demandeur: fullName(parties.demandeur), partenaire: fullName(parties.partenaire) };
  if (full.demandeur && full.partenaire && full.demandeur.toLocaleLowerCase() !== full.partenaire.toLocaleLowerCase()) return full;
  return neutral;
}

/** "49,5 %" / "49.5%": one decimal only when needed. */
export function formatPct(value: number, lang: Lang): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return lang === 'fr' ? `${text.replace('.', ',')} %` : `${text}%`;
}

/** A user text quoted inside the contract, its own lines indented so it reads as a quotation. */
export function quoteBlock(text: string): string[] {
  return text.split('\n').map((line) => `    ${line}`.trimEnd());
}
