/**
 * Euro amounts held as integer cents, formatted the way each language writes them
 * (`1 490,00 €` in French with U+202F and U+00A0, `€1,490.00` in English). Used by pages,
 * islands, emails and the invoice PDF, so the same amount always reads the same.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** `whole`: no cents (`2 500 €`), for amounts people give in whole euros. */
export function formatEuros(cents: number, lang: 'fr' | 'en', options: { whole?: boolean } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount must be integer cents: ${cents}`);
  const key = `${lang}${options.whole ? ':whole' : ''}`;
  let f = formatters.get(key);
  if (!f) {
    const digits = options.whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 };
    f = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR', ...digits });
    formatters.set(key, f);
  }
  // Integer cents → euros: exact for every amount a safe integer of cents can hold at 2 decimals.
  return f.format(cents / 100);
}
