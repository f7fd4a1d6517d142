/**
 * The formula's role of a consumer who chose to wait for the withdrawal period (decision 058):
 * given on `access_deferred_until`, the day after the period, by the hourly job below and lazily
 * when the member signs in or calls GET /api/me, so no job lag is ever visible. Each grant runs
 * under the application's row lock (the lock the refunds and the withdrawal take, decision 057):
 * a withdrawal or a refund emptying the deposit at the same moment wins, and nothing is given.
 */
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { applications, users } from '#db/schema.ts';
import { env } from '#src/env.ts';
import { today } from '#server/platform/dates.ts';
import { roleAfterPayment } from '../payment/confirm-payment.ts';
import { depositEmptied } from '../payment/deposit-refund-rule.ts';

/** Gives the role to every member (or only `userId`) whose day has come; returns how many were given. */
export async function grantDeferredAccess(db: Database, options: { userId?: string; now?: Date } = {}): Promise<number> {
  const day = today(env().APP_TIMEZONE, options.now ?? new Date());
  const due = and(isNotNull(applications.accessDeferredUntil), lte(applications.accessDeferredUntil, day), isNull(applications.withdrawnAt));
  const candidates = await db
    .select({ id: applications.id })
    .from(applications)
    .where(options.userId ? and(due, eq(applications.userId, options.userId)) : due)
    .limit(500);
  let granted = 0;
  for (const { id } of candidates) {
    const given = await db.transaction(async (tx) => {
      const [app] = await tx.select().from(applications).where(and(eq(applications.id, id), due)).limit(1).for('update');
      if (!app) return false;
      await tx.update(applications).set({ accessDeferredUntil: null, updatedAt: new Date() }).where(eq(applications.id, app.id));
      // A deposit refunded in full meanwhile ended the formula (decision 057): nothing to give.
      if (app.status !== 'validee' || (await depositEmptied(tx, app.id))) return false;
      await tx.update(users).set({ role: roleAfterPayment(app.formula), updatedAt: new Date() }).where(and(eq(users.id, app.userId), isNull(users.deletedAt)));
      return true;
    });
    if (given) granted++;
  }
  return granted;
}
