/**
 * How a domain's level is drawn (decision 011): on a cumulative scale from 0 to the next level's
 * threshold, with a tick where the current level began. Reaching a level therefore never empties
 * the bar (30 XP at level 2 is 30/75, not 0/45), and the new level's part is visible as it grows.
 */
import { LEVEL_THRESHOLDS, XP_PER_ACTION } from '#server/learning/levels/domains.ts';

export interface LevelScale {
  /** Fill, 0–1, of the whole bar. */
  fill: number;
  /** Where the current level began, 0–1 (the tick). */
  floorAt: number;
  floor: number;
  next: number;
  max: boolean;
  /** The level was reached by the last action(s) and nothing of it is done yet. */
  justReached: boolean;
}

export function levelScale(xp: number, level: number, thresholds: readonly number[] = LEVEL_THRESHOLDS): LevelScale {
  const last = thresholds[thresholds.length - 1]!;
  const floor = thresholds[Math.max(0, level - 1)] ?? 0;
  if (level >= thresholds.length) return { fill: 1, floorAt: floor / last, floor, next: last, max: true, justReached: xp - floor < XP_PER_ACTION };
  const next = thresholds[level]!;
  return { fill: Math.min(1, Math.max(0, xp / next)), floorAt: floor / next, floor, next, max: false, justReached: level > 1 && xp - floor < XP_PER_ACTION };
}

/** The name of a level (1-based) from the texts' list. */
export function levelName(names: readonly string[], level: number): string {
  return names[Math.min(names.length, Math.max(1, level)) - 1] ?? '';
}
