/**
 * The tax identifiers a business buyer gives with its application (decision 036): a SIREN for a
 * French business (9 digits, Luhn checksum), an intra-EU VAT number elsewhere in the EU (the
 * country's prefix, its format and check digits: jsvat). Offline checks only; VIES confirms a
 * number before the reverse charge is granted (decision 049). No server imports: the application
 * form checks the same.
 */
import { checkVAT, countries as jsvatCountries } from 'jsvat';

/** Member states of the EU, by ISO code (Monaco is in the French VAT territory: treated as France). */
export const EU_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/** In the French VAT territory: France itself and Monaco (art. 7 of directive 2006/112). */
export function inFrenchVatTerritory(country: string): boolean {
  return country === 'FR' || country === 'MC';
}

/** The EU member states as jsvat knows them (its Greece is GR, prefix EL); no other country is accepted. */
const JSVAT_EU_COUNTRIES = jsvatCountries.filter((c) => EU_COUNTRIES.has(c.codes[0] ?? ''));

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

/**
 * Whether `value` (normalized) is a VAT number of `country`, prefix included, whose format and
 * check digits hold (jsvat, decision 049), and not a body of zeros (which some countries'
 * mod-11 checks let through). Only VIES says whether the number is registered.
 */
export function validVatNumber(value: string, country: string): boolean {
  const prefix = vatPrefix(country);
  if (!EU_COUNTRIES.has(prefix === 'EL' ? 'GR' : prefix) || !value.startsWith(prefix)) return false;
  const body = value.slice(prefix.length);
  if (!/^[0-9A-Z+*]{2,12}$/.test(body) || !/[1-9]/.test(body)) return false;
  const frenchSiren = sirenOfFrenchVat(value);
  if (frenchSiren !== null && !validSiren(frenchSiren)) return false;
  const result = checkVAT(value, JSVAT_EU_COUNTRIES);
  return result.isValid && vatPrefix(result.country?.isoCode.short ?? '') === prefix;
}

/** The SIREN inside a French VAT number whose key is numeric ("FR44732829320" → "732829320"), else null. */
export function sirenOfFrenchVat(value: string): string | null {
  return /^FR\d{11}$/.test(value) ? value.slice(4) : null;
}

/** 9 digits, not all zeros, whose Luhn checksum holds (INSEE). */
export function validSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && !/^0+$/.test(value) && luhn(value);
}

/**
 * The SIREN a buyer's identifier names: a SIREN, or a SIRET (SIREN + 5-digit establishment
 * number, its own Luhn checksum; La Poste's establishments sum to a multiple of 5 instead)
 * reduced to its SIREN; null when it is neither (decision 049).
 */
export function sirenFromIdentifier(value: string): string | null {
  if (/^\d{9}$/.test(value)) return validSiren(value) ? value : null;
  if (!/^\d{14}$/.test(value)) return null;
  const siren = value.slice(0, 9);
  if (!validSiren(siren)) return null;
  const laPoste = siren === '356000000' && [...value].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  return luhn(value) || laPoste ? siren : null;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "732 829 320" */
export function formatSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}
