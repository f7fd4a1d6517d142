/**
 * The tax identifiers a business buyer gives with its application (decision 036): a SIREN for a
 * French business (9 digits, Luhn checksum), an intra-EU VAT number elsewhere in the EU (the
 * country's prefix and its format as VIES documents it). Only the format is checked here; a VIES
 * lookup may come later behind a setting. No server imports: the application form checks the same.
 */

/** Member states of the EU, by ISO code (Monaco is in the French VAT territory: treated as France). */
export const EU_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/** In the French VAT territory: France itself and Monaco (art. 7 of directive 2006/112). */
export function inFrenchVatTerritory(country: string): boolean {
  return country === 'FR' || country === 'MC';
}

/** The VAT number's body after its prefix, per prefix (Greece's prefix is EL). */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The VAT prefix of an EU country (its ISO code, except Greece: EL); Monaco uses France's. */
export function vatPrefix(country: string): string {
  if (country === 'GR') return 'EL';
  if (country === 'MC') return 'FR';
  return country;
}

/** "fr 44 732 829 320" → "FR44732829320" (spaces, dots and hyphens dropped, upper case). */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]/g, '').toUpperCase();
}

/** Whether `value` (normalized) is a well-formed VAT number of `country`, prefix included. */
export function validVatNumber(value: string, country: string): boolean {
  const prefix = vatPrefix(country);
  const format = VAT_FORMATS[prefix];
  if (!format || !value.startsWith(prefix)) return false;
  const body = value.slice(prefix.length);
  if (!format.test(body)) return false;
  // A French number's key is checkable when numeric: (12 + 3 × (SIREN mod 97)) mod 97.
  if (prefix === 'FR' && /^\d{2}/.test(body)) {
    const siren = body.slice(2);
    return validSiren(siren) && Number(body.slice(0, 2)) === (12 + 3 * (Number(siren) % 97)) % 97;
  }
  return true;
}

/** 9 digits whose Luhn checksum holds. */
export function validSiren(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let digit = Number(value[8 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "732 829 320" */
export function formatSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}
