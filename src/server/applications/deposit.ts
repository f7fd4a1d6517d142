/** The deposit of an application: 10 % of the formula's price (spec Limits), in integer cents. */
export const DEPOSIT_PERCENT = 10;

/** 10 % of `priceCents`, rounded half up to the cent, in integer arithmetic (no float drift). */
export function depositCents(priceCents: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) throw new RangeError(`price must be positive integer cents: ${priceCents}`);
  return Math.floor((priceCents * DEPOSIT_PERCENT + 50) / 100);
}
