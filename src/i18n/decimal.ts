/**
 * Reading a number typed by a person, in the page's language (decision 019): French writes
 * `1,5`, English `1.5`. The page's separator is the decimal mark. The other one is read as a
 * decimal mark too ("1.5" on a French page, "1,5" on an English one: a phone keypad may offer
 * only one), except when it could be a thousands separator: followed by exactly three digits
 * ("1.500", "1,500"), repeated ("1.234.567"), or mixed with the page's ("1,234.5"). Those are
 * refused as ambiguous rather than guessed: a reading that silently becomes 1500 instead of 1.5
 * (or 15 instead of 1.5) then feeds graphs and comparisons. Spaces group thousands ("1 500").
 */
import type { Lang } from './lang.ts';

export type DecimalResult = { ok: true; value: number } | { ok: false; reason: 'invalid' | 'ambiguous' };

const SPACES = /[\s\u00a0\u202f]/g;
const GROUPED = /^-?\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?:[.,]\d+)?$/;

export function parseDecimal(raw: string, lang: Lang): DecimalResult {
  let text = raw.trim().replace(/^[\u2212\u2013]/, '-');
  if (text === '') return { ok: false, reason: 'invalid' };
  if (/[\s\u00a0\u202f]/.test(text)) {
    if (!GROUPED.test(text)) return { ok: false, reason: 'invalid' };
    text = text.replace(SPACES, '');
  }
  if (!/^-?(?:\d+(?:[.,]\d+)*|[.,]\d+)$/.test(text)) return { ok: false, reason: 'invalid' };
  const commas = (text.match(/,/g) ?? []).length;
  const dots = (text.match(/\./g) ?? []).length;
  if (commas + dots > 1) return { ok: false, reason: 'ambiguous' };
  if (commas + dots === 1) {
    const sep = commas === 1 ? ',' : '.';
    const pageSep = lang === 'fr' ? ',' : '.';
    const [whole, decimals] = text.split(sep) as [string, string];
    if (sep !== pageSep && decimals.length === 3 && /\d/.test(whole)) return { ok: false, reason: 'ambiguous' };
    text = `${whole}.${decimals}`;
  }
  const value = Number(text);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'invalid' };
}

/** What a number looks like on this page, for placeholders and messages: 12,5 or 12.5. */
export function decimalExample(lang: Lang): string {
  return lang === 'fr' ? '12,5' : '12.5';
}
