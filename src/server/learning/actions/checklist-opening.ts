/**
 * Checklist items that wait (decision 041): an item with `after_days: N` opens on the calendar day
 * N days after the day the action was started (in APP_TIMEZONE), and cannot be ticked before.
 * Pure (calendar days as `YYYY-MM-DD`, no I/O), so the API (save-action.ts) and the card page
 * share one rule.
 */
import { addDays, today } from '#server/platform/dates.ts';

export interface WaitingItem {
  id: string;
  after_days?: number | null;
}

/** The day the item opens, or null when it does not wait. */
export function opensOn(item: WaitingItem, startedAt: Date | string, timeZone: string): string | null {
  if (!item.after_days || item.after_days <= 0) return null;
  return addDays(today(timeZone, new Date(startedAt)), item.after_days);
}

/** True when the item may be ticked now (it does not wait, or its day has come). */
export function isOpen(item: WaitingItem, startedAt: Date | string, now: Date, timeZone: string): boolean {
  const day = opensOn(item, startedAt, timeZone);
  return day === null || today(timeZone, now) >= day;
}
