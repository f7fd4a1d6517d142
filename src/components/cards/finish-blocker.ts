/**
 * Why « Terminer » is not offered yet, and when it can be (issue 39 item 4): the phone's bottom
 * bar has no room for the list of what is missing, so it says in one line how many things are
 * left and, when a step waits for a later day (decision 041), the day it opens. Pure.
 */
import type { ActionProgress } from './action-progress.ts';
import type { WaitingDays } from './waiting-items.ts';

export type FinishBlocker =
  /** Only steps that open later are left: « Terminer » comes on `day` (the last of them). */
  | { kind: 'waiting'; day: string }
  /** `count` answers or steps to do now; `day` when a step also opens later. */
  | { kind: 'missing'; count: number; day: string | null };

export function finishBlocker(progress: Pick<ActionProgress, 'canFinish' | 'missingFields' | 'missingItems'>, waiting: WaitingDays): FinishBlocker | null {
  if (progress.canFinish) return null;
  const days = progress.missingItems.map((item) => waiting.get(item.id)).filter((day): day is string => typeof day === 'string');
  const day = days.length > 0 ? days.reduce((a, b) => (a > b ? a : b)) : null;
  const now = progress.missingFields.length + progress.missingItems.filter((item) => typeof waiting.get(item.id) !== 'string').length;
  if (now === 0 && day !== null) return { kind: 'waiting', day };
  return { kind: 'missing', count: now, day };
}
