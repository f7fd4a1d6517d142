import { describe, expect, it } from 'vitest';
import { orderOfMagnitude, sampleFigures } from './sample-figures.ts';

describe('orderOfMagnitude (decision 055)', () => {
  it.each([
    [2450, 2000],
    [1800, 2000],
    [870, 900],
    [900, 900],
    [1100, 1000],
    [3900, 4000],
    [9600, 10000],
    [12345, 10000],
    [0.34, 0.3],
    [-2450, -2000],
    [0, 0],
    [-0, 0],
    [Number.NaN, 0],
  ])('%s → %s', (value, expected) => {
    expect(orderOfMagnitude(value)).toBe(expected);
  });
});

describe('sampleFigures', () => {
  it('rounds a money metric and keeps the others', () => {
    expect(sampleFigures('currency', 1800, 2450)).toEqual({ before: 2000, after: 2000 });
    for (const type of ['number', 'integer', 'percent', 'boolean', 'choice'] as const) {
      expect(sampleFigures(type, 1800, 2450)).toEqual({ before: 1800, after: 2450 });
    }
  });
});
