/**
 * The countries a buyer's postal address may be in: the EU, the EEA, Switzerland,
 * Monaco, the United Kingdom, Canada and the United States, as ISO 3166-1 alpha-2 codes. The
 * names come from Intl (in the page's language), so no list of names is kept here. Shared by
 * the form and the server's check; the invoice prints the French name.
 */
import type { Lang } from './lang.ts';
import { localeOf } from './format.ts';
export const COUNTRY_CODES = [
  'FR', 'BE', 'CH', 'LU', 'MC', 'DE', 'AT', 'BG', 'CY', 'HR', 'DK', 'ES', 'EE', 'FI', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'MT', 'NL', 'PL',
  'PT', 'CZ', 'RO', 'SK', 'SI', 'SE', 'IS', 'LI', 'NO', 'GB', 'CA', 'US',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([localeOf(lang)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries sorted by their name in `lang`, France first (most buyers). */
export function countryOptions(lang: Lang): { code: string; name: string }[] {
  const rest = COUNTRY_CODES.filter((c) => c !== 'FR')
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  return [{ code: 'FR', name: countryName('FR', lang) }, ...rest];
}

/** French (and Monaco) postal codes are five digits; elsewhere 2–10 letters, digits, spaces or hyphens. */
export function validPostalCode(code: string, country: string): boolean {
  const value = code.trim();
  if (country === 'FR' || country === 'MC') return /^\d{5}$/.test(value);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value);
}
