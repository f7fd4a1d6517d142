/**
 * Dates, numbers and French typography for people to read, in the page's language (docs/ui.md
 * "Formatting"). Pure and dependency-free: pages, islands, emails and PDFs can all use it.
 *
 * French follows the Imprimerie nationale rules as Intl writes them: a narrow no-break space
 * (U+202F) groups thousands and precedes `;`, `!`, `?`; a no-break space (U+00A0) precedes `:`,
 * `%` and `€` and sits inside « guillemets ».
 */
import type { Lang } from './lang.ts';

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';
/** The typographic minus sign, for signed changes ("−3"). */
export const MINUS = '\u2212';

/**
 * The one place a language becomes an Intl locale (and the PDF's `lang`): every date, number and
 * name formatted for people goes through it, so French and English never drift apart by file.
 */
export function localeOf(lang: Lang): 'fr-FR' | 'en-GB' {
  return lang === 'en' ? 'en-GB' : 'fr-FR';
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `YYYY-MM-DD` calendar day (read as that day wherever the reader is: no time-zone shift) or
 * a Date / ISO timestamp (shown in `timeZone`, the reader's own zone by default).
 */
function toDate(value: string | Date): { date: Date; timeZone: string | undefined; dayOnly: boolean } {
  if (typeof value === 'string') {
    const m = YMD.exec(value);
    if (m) return { date: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)), timeZone: 'UTC', dayOnly: true };
    return { date: new Date(value), timeZone: undefined, dayOnly: false };
  }
  return { date: value, timeZone: undefined, dayOnly: false };
}

export type DateStyle = 'long' | 'medium' | 'short' | 'dayMonth' | 'dayMonthLong' | 'weekday';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' }, // 22 novembre 2026 · 22 November 2026
  medium: { day: 'numeric', month: 'short', year: 'numeric' }, // 22 nov. 2026 · 22 Nov 2026
  short: { day: '2-digit', month: '2-digit', year: 'numeric' }, // 22/11/2026 · 22/11/2026
  dayMonth: { day: 'numeric', month: 'short' }, // 22 nov. · 22 Nov (chart axes)
  dayMonthLong: { day: 'numeric', month: 'long' }, // 22 novembre · 22 November (in sentences)
  weekday: { weekday: 'long', day: 'numeric', month: 'long' }, // dimanche 22 novembre · Sunday 22 November
};

/** "22 novembre 2026" / "22 November 2026" (long), "29 Nov 2026" (medium)… Invalid → the input. */
export function formatDate(value: string | Date, lang: Lang, style: DateStyle = 'long', timeZone?: string): string {
  const { date, timeZone: zone } = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(localeOf(lang), { ...DATE_OPTIONS[style], timeZone: zone ?? timeZone }).format(date);
}

/** A calendar day (YYYY-MM-DD) in words: "22 novembre 2026" / "22 November 2026"; never shifted by a zone. */
export function formatDay(ymd: string, lang: Lang): string {
  return formatDate(ymd, lang, 'long');
}

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar day as a sealed contract writes it: "1er mars 2026" / "1 March 2026". Spelled by
 * hand, not by Intl, so a sealed text (decision 010) reads the same whatever ICU a Node ships.
 */
export function formatDayInWords(ymd: string, lang: Lang): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1]} ${y}`;
  return `${d} ${MONTHS_EN[m - 1]} ${y}`;
}

/**
 * An instant with its time of day: "22 novembre 2026 à 14:05" / "22 November 2026 at 14:05"
 * (`date: 'long'`, the default) or "22 nov. 2026, 14:05" / "22 Nov 2026, 14:05" (`'medium'`),
 * in `timeZone` (the reader's own zone by default).
 */
export function formatDateTime(value: string | Date, lang: Lang, options: { date?: 'long' | 'medium'; timeZone?: string } = {}): string {
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: options.date ?? 'long', timeStyle: 'short', timeZone: options.timeZone }).format(date);
}

/** Whether Intl knows a time zone name (the settings check APP_TIMEZONE with it before anything loads). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** "14:05" in both languages (24-hour clock). */
export function formatTime(value: string | Date, lang: Lang, timeZone?: string): string {
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(localeOf(lang), { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date);
}

/** "1 490" (U+202F) / "1,490"; at most `maximumFractionDigits` decimals (2 by default). */
export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits }).format(value);
}

const currency = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents (how amounts are stored) as euros, the way each language writes them:
 * - `cents: 'always'` (the default: invoices, balances, refunds): 149000 → "1 490,00 €" / "€1,490.00";
 * - `'if-any'` (prices shown as people say them): 14900 → "149 €", 1250 → "12,50 €";
 * - `'never'` (amounts people give in whole euros): 250000 → "2 500 €" (rounded).
 */
export function formatCents(cents: number, lang: Lang, options: { cents?: 'always' | 'if-any' | 'never' } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount must be integer cents: ${cents}`);
  const mode = options.cents === 'if-any' ? (cents % 100 === 0 ? 'never' : 'always') : (options.cents ?? 'always');
  const key = `${lang}:${mode}`;
  let f = currency.get(key);
  if (!f) {
    const digits = mode === 'never' ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 };
    f = new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'EUR', ...digits });
    currency.set(key, f);
  }
  // Integer cents → euros: exact for every amount a safe integer of cents can hold at 2 decimals.
  return f.format(cents / 100);
}
/** A percentage given in percent units: 12.5 → "12,5 %" / "12.5%". */
export function formatPercent(value: number, lang: Lang, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits }).format(value / 100);
}

/** A change with its sign always written: "+3", "−2,5", "+0"; `format` shapes the magnitude. */
export function formatSigned(value: number, lang: Lang, format: (magnitude: number) => string = (n) => formatNumber(n, lang)): string {
  const sign = value < 0 ? MINUS : '+';
  return `${sign}${format(Math.abs(value))}`;
}

/** "aujourd’hui", "hier", "il y a 3 jours", "dans 2 jours" / "today", "3 days ago"… between two calendar days. */
export function formatRelativeDays(day: string, today: string, lang: Lang): string {
  const a = toDate(day).date.getTime();
  const b = toDate(today).date.getTime();
  if (Number.isNaN(a) || Number.isNaN(b)) return day;
  const days = Math.round((a - b) / 86_400_000);
  return new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' }).format(days, 'day');
}

/** "lin, laine et cuir" / "linen, wool and leather". */
export function formatList(items: string[], lang: Lang): string {
  return new Intl.ListFormat(localeOf(lang), { style: 'long', type: 'conjunction' }).format(items);
}

/** Picks the plural form of `n` ("1 fiche", "2 fiches"; French treats 0 and 1 as singular). */
export function plural(n: number, lang: Lang, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(localeOf(lang)).select(n) === 'one' ? forms.one : forms.other;
}

/**
 * French spacing for text written with ordinary spaces (card files, people's input shown back):
 * a space before `:` becomes U+00A0, before `;` `!` `?` U+202F (one is added after a word when
 * missing), and « guillemets » get U+00A0 inside. Times (14:05) and URLs are left alone. In HTML
 * (the landings' sections) a closing tag ends the word as a space does — « deux ans ;</li> » —
 * and an entity's own `;` (`&amp;`) is no punctuation.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+:(?=\s|$|<\/)/g, `${NBSP}:`)
    .replace(/([\p{L}\p{N}»”)]):(?=\s|$|<\/)/gu, `$1${NBSP}:`)
    .replace(/[ \u00a0\u202f]*([;!?]+)(?=\s|$|[»”)]|<\/)/g, (match, marks: string, offset: number, whole: string) => {
      if (marks.startsWith(';') && /&#?\w+$/.test(whole.slice(0, offset))) return match;
      // "Bonjour !" and "Bonjour!" both become "Bonjour\u202f!"; after anything else (a bracket, the
      // start of the text) the mark is left alone.
      const before = whole[offset - 1];
      if (match === marks && (before === undefined || !/[\p{L}\p{N}»”)]/u.test(before))) return marks;
      return `${NNBSP}${marks}`;
    })
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`);
}

/**
 * French spacing for a text whose characters must stay the same in all but the kind of space (a
 * sealed contract, decision 010): ordinary spaces before `:` `;` `!` `?` `»` and after `«`
 * become no-break ones, and nothing is added or removed, so its canonical form is unchanged.
 */
export function frenchSpacesOnly(text: string): string {
  return text
    .replace(/ :(?=\s|$)/g, `${NBSP}:`)
    .replace(/ ([;!?]+)(?=\s|$|[»”)])/g, `${NNBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`);
}

/** frenchSpacing for French, the text unchanged for English. */
export function typography(text: string, lang: Lang): string {
  return lang === 'fr' ? frenchSpacing(text) : text;
}

/** What French typography finds wrong in a text (tests run it over every French interface text). */
export function frenchSpacingProblems(text: string): string[] {
  const problems: string[] = [];
  if (/ [:;!?](\s|$)/.test(text)) problems.push('ordinary space before : ; ! or ?');
  if (/[\p{L}\p{N}»)][;!?](\s|$)/u.test(text)) problems.push('no space before ; ! or ?');
  if (/[\p{L}»)]:(\s|$)/u.test(text)) problems.push('no space before :');
  if (/« | »/.test(text)) problems.push('ordinary space inside « »');
  if (/«[^\u00a0\u202f]|[^\u00a0\u202f]»/.test(text)) problems.push('no space inside « »');
  return problems;
}
