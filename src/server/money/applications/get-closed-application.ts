import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications } from '#db/schema.ts';

/**
 * The caller's latest application when the staff refused it or recorded its withdrawal (decision
 * 025), for the notice on /candidature; null when the latest one is open or paid, or none exists.
 * The applicant sees the state only, never the staff's reason.
 */
export async function getClosedApplication(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, createdAt: applications.createdAt })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row && (row.status === 'refusee' || row.status === 'retiree') ? { id: row.id, status: row.status, created_at: row.createdAt } : null;
}
