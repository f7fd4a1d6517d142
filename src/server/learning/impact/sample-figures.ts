/**
 * The figures a named sample of the impact aggregate carries (decision 055). A sample names an
 * artisan who said yes to being shown (decisions §5); for a money metric (`currency`: revenue,
 * prices) even she is never shown to the euro: her before/after are rounded to one significant
 * figure (an order of magnitude: 2 450 → 2 000, 870 → 900), and the page shows only her percent
 * change. Other metrics (contacts, visits, a margin in percent) keep their values.
 */
import type { QuestionType } from './card-questions.ts';

/** One significant figure, sign kept; 0 stays 0 and -0 becomes 0. */
export function orderOfMagnitude(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  const scale = 10 ** Math.floor(Math.log10(Math.abs(value)));
  const rounded = Math.round(value / scale) * scale;
  // 10 ** n with a negative n is inexact in binary (0.30000000000000004): print and read back.
  return Number(rounded.toPrecision(1));
}

export function sampleFigures(type: QuestionType, before: number, after: number): { before: number; after: number } {
  if (type !== 'currency') return { before, after };
  return { before: orderOfMagnitude(before), after: orderOfMagnitude(after) };
}
