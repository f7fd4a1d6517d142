/**
 * What the pages show of the withdrawal right (decision 058), read functions only:
 * - `accessStartsOn`: the day a consumer who chose to wait gets the formula (the not-yet-member
 *   pages say « Votre accompagnement commence le D » instead of the way to apply);
 * - `loadWithdrawalSection`: the account page's section (the period's end, the button, or the
 *   withdrawal recorded), for the latest application of a private buyer.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications } from '#db/schema.ts';
import { env } from '#src/env.ts';
import { today } from '#server/platform/dates.ts';
import { isConsumer, withdrawalClosedReason, withdrawalPeriodEndsOn } from './withdrawal-rules.ts';

export async function accessStartsOn(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ on: applications.accessDeferredUntil })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNotNull(applications.accessDeferredUntil), isNull(applications.withdrawnAt)))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row?.on ?? null;
}

export interface WithdrawalSection {
  candidatureId: string;
  periodEndsOn: string;
  earlyStart: boolean;
  /** A withdrawal may be made today. */
  open: boolean;
  withdrawnOn: string | null;
  refundCents: number | null;
  owedCents: number | null;
}

export async function loadWithdrawalSection(db: DbOrTx, userId: string, now: Date = new Date()): Promise<WithdrawalSection | null> {
  const [app] = await db.select().from(applications).where(eq(applications.userId, userId)).orderBy(desc(applications.createdAt)).limit(1);
  if (!app || !isConsumer(app)) return null;
  const tz = env().APP_TIMEZONE;
  const day = today(tz, now);
  const open = withdrawalClosedReason(app, day, tz, null) === null;
  if (!open && !app.withdrawnAt) return null;
  return {
    candidatureId: app.id,
    periodEndsOn: withdrawalPeriodEndsOn(app.createdAt, tz),
    earlyStart: app.earlyStartRequestedAt !== null,
    open,
    withdrawnOn: app.withdrawalReceivedOn,
    refundCents: app.withdrawalRefundCents,
    owedCents: app.withdrawalOwedCents,
  };
}
