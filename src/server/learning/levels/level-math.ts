/**
 * Level arithmetic, pure (decision 002): level = number of thresholds ≤ xp; progress is the
 * fraction of the way from the current level's floor to the next one; at the last level
 * progress is 1 and nothing is missing.
 */
import { LEVEL_THRESHOLDS } from './domains.ts';

export interface LevelInfo {
  level: number;
  progress: number;
  xp_to_next: number;
  next_floor: number;
}

export function levelFor(xp: number, thresholds: readonly number[] = LEVEL_THRESHOLDS): LevelInfo {
  // XP is a count of validated actions × 15; anything below 0 cannot happen but is level 1.
  const value = Number.isFinite(xp) && xp > 0 ? xp : 0;
  const level = Math.max(1, thresholds.filter((t) => t <= value).length);
  const last = thresholds[thresholds.length - 1]!;
  if (level >= thresholds.length) {
    return { level, progress: 1, xp_to_next: 0, next_floor: last };
  }
  const floor = thresholds[level - 1]!;
  const nextFloor = thresholds[level]!;
  return {
    level,
    progress: (value - floor) / (nextFloor - floor),
    xp_to_next: nextFloor - value,
    next_floor: nextFloor,
  };
}
