/**
 * The period a formula's service runs (decision 050): from the day the deposit is paid (the
 * workshop opens then, as the CGV say) for the formula's months (FORMULA_*_MONTHS), both ends
 * included: 12 months from 28 November 2026 end on 27 November 2027. Printed on the final
 * invoice and stated in its XML (BT-73, BT-74). Pure calendar arithmetic on `YYYY-MM-DD`.
 */

/** `ymd` plus `months`, the day kept or, past the month's end, its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(ymd: string, months: number): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The day before `ymd`. */
export function dayBefore(ymd: string): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The service period of a formula of `months` starting on `start`, both days included. */
export function servicePeriod(start: string, months: number): { start: string; end: string } {
  return { start, end: dayBefore(addMonths(start, months)) };
}
