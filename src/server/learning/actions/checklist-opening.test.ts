import { describe, expect, it } from 'vitest';
import { isOpen, opensOn } from './checklist-opening.ts';

const PARIS = 'Europe/Paris';
const started = new Date('2026-11-26T15:00:00Z'); // 16:00 in Paris

describe('checklist items that wait', () => {
  it.each([
    ['an item without after_days', { id: 'a' }, null],
    ['after_days 0', { id: 'a', after_days: 0 }, null],
    ['a month', { id: 'a', after_days: 30 }, '2026-12-26'],
    ['two weeks', { id: 'a', after_days: 14 }, '2026-12-10'],
  ])('%s opens on %s', (_name, item, day) => {
    expect(opensOn(item, started, PARIS)).toBe(day);
  });

  it.each([
    ['the day it started', '2026-11-26T20:00:00Z', false],
    ['the eve of its day, late in Paris', '2026-12-25T22:59:00Z', false],
    ['its day, just after midnight in Paris', '2026-12-25T23:01:00Z', true],
    ['later', '2027-02-01T10:00:00Z', true],
  ])('an item after 30 days is open %s: %s', (_name, now, open) => {
    expect(isOpen({ id: 'bilan', after_days: 30 }, started, new Date(now), PARIS)).toBe(open);
  });

  it('an item that does not wait is always open', () => {
    expect(isOpen({ id: 'a' }, started, started, PARIS)).toBe(true);
  });
});
