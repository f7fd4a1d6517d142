import { describe, expect, it } from 'vitest';
import { percentile, ratio, summarize, table } from '#bench/stats.ts';

describe('bench percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
  it.each([
    [50, 50],
    [95, 95],
    [97.5, 98],
    [99, 99],
    [100, 100],
    [0, 1],
    [1, 1],
  ])('p%s of 1..100 is %s', (p, expected) => {
    expect(percentile(hundred, p)).toBe(expected);
  });

  it('handles tiny and empty samples', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2], 50)).toBe(1);
    expect(percentile([1, 2], 51)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarize sorts numerically, not as strings', () => {
    const s = summarize([10, 9, 100, 2, 1.5]);
    expect(s.count).toBe(5);
    expect(s.p50).toBe(9);
    expect(s.max).toBe(100);
    expect(s.mean).toBeCloseTo(24.5);
  });
});

describe('bench formatting', () => {
  it('ratio is app over bare, n/a when undefined', () => {
    expect(ratio(250, 1000)).toBe('0.25×');
    expect(ratio(1, 0)).toBe('n/a');
    expect(ratio(Number.NaN, 3)).toBe('n/a');
  });

  it('table pads columns to the widest cell', () => {
    expect(table([['a', 'bb'], ['ccc', 'd']])).toBe('| a   | bb |\n| --- | -- |\n| ccc | d  |');
  });
});
