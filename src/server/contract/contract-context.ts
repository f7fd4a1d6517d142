/**
 * What a contract text is written from, and the small formatting helpers both languages share.
 */
import type { Party } from '../questionnaire/questions.ts';
import type { Terms } from './merge-terms.ts';
import type { Lang } from '../../i18n/lang.ts';

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

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day YYYY-MM-DD in words: "1er mars 2026" / "1 March 2026". */
export function formatDay(ymd: string, lang: Lang): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1]} ${y}`;
  return `${d} ${MONTHS_EN[m - 1]} ${y}`;
}

/** The local day and time of an instant in the given time zone. */
export function localParts(instant: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** "12 mars 2026 à 14:05:09" / "12 March 2026 at 14:05:09". */
export function formatInstant(instant: Date, timeZone: string, lang: Lang): string {
  const { day, time } = localParts(instant, timeZone);
  return `${formatDay(day, lang)} ${lang === 'fr' ? 'à' : 'at'} ${time}`;
}

/** A user text quoted inside the contract, its own lines indented so it reads as a quotation. */
export function quoteBlock(text: string): string[] {
  return text.split('\n').map((line) => `    ${line}`.trimEnd());
}
