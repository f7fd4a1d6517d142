/**
 * The checklist items of a card that cannot be ticked yet (decision 041): each with the day it
 * opens, or null while the action is not taken (it then opens N days after it is). The rule is
 * the server's (src/server/learning/actions/checklist-opening.ts); the page says it before the server would.
 */
import { isOpen, opensOn, type WaitingItem } from '#server/learning/actions/checklist-opening.ts';

export type WaitingDays = ReadonlyMap<string, string | null>;

export function waitingItems(items: readonly WaitingItem[], startedAt: string | null, timeZone: string, now: Date = new Date()): WaitingDays {
  const out = new Map<string, string | null>();
  for (const item of items) {
    if (!item.after_days) continue;
    if (startedAt === null) out.set(item.id, null);
    else if (!isOpen(item, startedAt, now, timeZone)) out.set(item.id, opensOn(item, startedAt, timeZone));
  }
  return out;
}
