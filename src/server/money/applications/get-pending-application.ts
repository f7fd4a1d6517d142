import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications } from '#db/schema.ts';
import { serializeApplication } from './serialize-application.ts';

/** The caller's validated application waiting for payment, or null (banner, home, payment pages). */
export async function getPendingApplication(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.status, 'validee'), eq(applications.paymentStatus, 'en_attente')))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row ? serializeApplication(row) : null;
}

/** What a page shows of it: the deposit to pay and the formula (NotYetMember, the payment banner). */
export type PendingApplication = Awaited<ReturnType<typeof getPendingApplication>>;
