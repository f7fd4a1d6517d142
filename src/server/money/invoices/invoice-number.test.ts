import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYear } from './invoice-number.ts';

describe('invoice numbers', () => {
  it.each([
    [2026, 1, 'F-2026-000001'],
    [2026, 42, 'F-2026-000042'],
    [2027, 999_999, 'F-2027-999999'],
  ])('%i #%i is %s', (year, seq, number) => {
    expect(formatInvoiceNumber(year, seq)).toBe(number);
  });

  it.each([
    [2026, 0],
    [2026, 1_000_000],
    [2026, 1.5],
    [1999, 1],
    [10_000, 1],
  ])('refuses year %i sequence %i', (year, seq) => {
    expect(() => formatInvoiceNumber(year, seq)).toThrow(RangeError);
  });

  it.each([
    // the payment's calendar year in Paris, not in UTC and not the server's zone
    ['2026-12-31T22:59:00Z', 'Europe/Paris', 2026], // 31 Dec 23:59 in Paris
    ['2026-12-31T23:00:00Z', 'Europe/Paris', 2027], // 1 Jan 00:00 in Paris (still 2026 in UTC)
    ['2027-06-30T21:59:59Z', 'Europe/Paris', 2027],
    ['2026-12-31T10:59:00Z', 'Pacific/Auckland', 2026], // 31 Dec 23:59 in Auckland (UTC+13 in summer)
    ['2026-12-31T11:00:00Z', 'Pacific/Auckland', 2027], // 1 Jan 00:00 in Auckland
    ['2027-01-01T07:59:00Z', 'America/Los_Angeles', 2026], // 31 Dec 23:59 in Los Angeles
  ])('a payment at %s in %s belongs to %i', (instant, zone, year) => {
    expect(invoiceYear(new Date(instant), zone)).toBe(year);
  });
});
