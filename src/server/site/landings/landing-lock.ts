/**
 * Every write to the landing themes (sync, bake, admin change) runs in a transaction that first
 * takes one PostgreSQL advisory lock, so two processes never interleave: a second sync waits, then
 * finds the themes already baked (each theme is baked once), and an admin change never races a
 * rebake that read the theme before it. Readers are never blocked (they read committed rows).
 *
 * The change is announced with NOTIFY inside the same transaction: PostgreSQL delivers it only at
 * commit, so another instance reloads a page exactly when its new bytes are visible.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/platform/db/client.ts';
import { requestLandingsPublish } from '#server/platform/jobs/landings-publish-job.ts';

/** Arbitrary, distinct from the migration lock (727274). */
const LANDINGS_LOCK = 727275;
export const LANDINGS_CHANNEL = 'atelier_landings';

export async function withLandingLock<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LANDINGS_LOCK})`);
    return work(tx);
  });
  // Committed: the static copy follows (when LANDINGS_PUBLISH_TO is set; coalesced, in the background).
  void requestLandingsPublish();
  return result;
}

/** Tells every instance (this one too) that these themes' pages changed, once the transaction commits. */
export async function announceChange(tx: Transaction, slugs: string[] | 'all'): Promise<void> {
  // NOTIFY payloads are capped at 8000 bytes: many slugs become "reload everything".
  const payload = slugs === 'all' || slugs.join(',').length > 7000 ? '*' : [...new Set(slugs)].join(',');
  if (payload === '') return;
  await tx.execute(sql`select pg_notify(${LANDINGS_CHANNEL}, ${payload})`);
}
