import { describe, expect, it } from 'vitest';
import { levelFor } from './level-math.ts';
import { LEVEL_THRESHOLDS } from './domains.ts';

describe('levelFor', () => {
  it.each([
    // xp, level, progress, xp_to_next, next_floor
    [0, 1, 0, 30, 30],
    [15, 1, 0.5, 15, 30],
    [29, 1, 29 / 30, 1, 30],
    [30, 2, 0, 45, 75],
    [45, 2, 15 / 45, 30, 75],
    [75, 3, 0, 75, 150],
    [150, 4, 0, 150, 300],
    [225, 4, 0.5, 75, 300],
    [300, 5, 0, 200, 500],
    [500, 6, 0, 250, 750],
    [750, 7, 0, 300, 1050],
    [1050, 8, 0, 350, 1400],
    [1399, 8, 349 / 350, 1, 1400],
    [1400, 9, 0, 400, 1800],
    [1785, 9, 385 / 400, 15, 1800],
    [1800, 10, 1, 0, 1800],
    [1815, 10, 1, 0, 1800],
    [99_999, 10, 1, 0, 1800],
  ])('%i XP → level %i', (xp, level, progress, xpToNext, nextFloor) => {
    const info = levelFor(xp);
    expect(info).toEqual({ level, progress, xp_to_next: xpToNext, next_floor: nextFloor });
  });

  it('starts each level exactly at its threshold', () => {
    LEVEL_THRESHOLDS.forEach((threshold, index) => {
      expect(levelFor(threshold).level).toBe(index + 1);
      if (threshold > 0) expect(levelFor(threshold - 1).level).toBe(index);
    });
  });

  it('treats a negative or non-finite value as 0 XP', () => {
    expect(levelFor(-15)).toEqual(levelFor(0));
    expect(levelFor(Number.NaN)).toEqual(levelFor(0));
  });

  it('keeps progress within [0, 1] and next_floor − xp = xp_to_next below the top', () => {
    for (let xp = 0; xp <= 2000; xp += 15) {
      const info = levelFor(xp);
      expect(info.progress).toBeGreaterThanOrEqual(0);
      expect(info.progress).toBeLessThanOrEqual(1);
      if (info.level < 10) expect(info.next_floor - xp).toBe(info.xp_to_next);
    }
  });
});
