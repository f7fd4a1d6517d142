import { describe, expect, it } from 'vitest';
import { levelName, levelScale } from './level-display.ts';
import { levelFor } from '#server/learning/levels/level-math.ts';

describe('levelScale', () => {
  it.each([
    [0, { fill: 0, floorAt: 0, floor: 0, next: 30, max: false, justReached: false }],
    [15, { fill: 0.5, floorAt: 0, floor: 0, next: 30, max: false, justReached: false }],
    // Just reached level 2: the bar keeps its 30 XP (40 %), never back to empty.
    [30, { fill: 0.4, floorAt: 0.4, floor: 30, next: 75, max: false, justReached: true }],
    [45, { fill: 0.6, floorAt: 0.4, floor: 30, next: 75, max: false, justReached: false }],
    [1800, { fill: 1, floorAt: 1, floor: 1800, next: 1800, max: true, justReached: true }],
    [2400, { fill: 1, floorAt: 1, floor: 1800, next: 1800, max: true, justReached: false }],
  ])('%i XP', (xp, expected) => {
    expect(levelScale(xp, levelFor(xp).level)).toEqual(expected);
  });

  it('never draws less after a level-up than just before it', () => {
    for (let xp = 15; xp <= 1800; xp += 15) {
      const before = levelScale(xp - 15, levelFor(xp - 15).level);
      const after = levelScale(xp, levelFor(xp).level);
      // Same scale: the bar grows; a new scale starts at least where the old level ended (floorAt ≥ 40 %).
      if (before.next === after.next) expect(after.fill).toBeGreaterThan(before.fill);
      else expect(after.fill).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('names levels within the list', () => {
    const names = ['Un', 'Deux', 'Trois'];
    expect([0, 1, 3, 12].map((n) => levelName(names, n))).toEqual(['Un', 'Un', 'Trois', 'Trois']);
  });
});
