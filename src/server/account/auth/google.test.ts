import { describe, expect, it } from 'vitest';
import { storable } from './google.ts';

describe('names from the identity provider (stored like client text, but repaired)', () => {
  it.each([
    ['Gaëlle', 'Gaëlle'],
    ['Ga\u0000ëlle', 'Gaëlle'],
    ['A\ud800B', 'A\ufffdB'],
    ['Jean\r\nPierre\u0001', 'Jean Pierre'],
    ['Zoé\u2028\u0085Li', 'Zoé Li'],
    ['🧵'.repeat(50), '🧵'.repeat(40)],
    [undefined, ''],
    [42, ''],
  ])('%j → %j', (input, expected) => {
    const out = storable(input);
    expect(out).toBe(expected);
    expect(out.isWellFormed()).toBe(true);
  });
});
