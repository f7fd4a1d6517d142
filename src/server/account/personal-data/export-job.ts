/**
 * The background job that builds requested exports (decision 026): kicked right after a request
 * on the instance that took it, and swept every minute on every instance by the scheduler (a
 * request whose instance stopped, a retry, expiry; declared in ./jobs.ts).
 * A row is claimed with FOR UPDATE SKIP LOCKED and a claim time, so two instances never build the
 * same export. While it builds, the claim is renewed every HEARTBEAT_MS; a claim not renewed for
 * CLAIM_STALE_SECONDS is a crashed build and is taken over at the next sweep (about a minute).
 * A stop (SIGTERM) aborts the build in flight — its unfinished write is removed by the store —
 * and hands the claim back, so another instance (or this one, restarted) takes it up at once
 * (decision 037). An attempt that fails, times out or dies leaves no archive behind
 * (buildAttempt, decision 054). The build itself runs in the `member` lane of bounded-work.ts
 * (decision 017), counted against the member's account.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/platform/db/client.ts';
import { dataExports, fileDeletions, users } from '#db/schema.ts';
import { runBounded } from '#server/platform/cpu/bounded-work.ts';
import { workTicketFor } from '../auth/work-ticket.ts';
import { fileStorage, type FileStorage } from '#server/platform/storage/storage.ts';
import { discardStoredFile, keepStoredFile } from '#server/platform/files/store-upload.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { exportReadyMail } from './export-mail.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { logger } from '#server/platform/log.ts';
import { isDatabaseUnavailable } from '#server/platform/db/errors.ts';
import { buildExport, exportKey } from './build-export.ts';
import { EXPORT_VALID_DAYS, expireExports } from './exports.ts';
import { asLang } from '#i18n/lang.ts';

const CLAIM_STALE_SECONDS = 45;
const HEARTBEAT_MS = 10_000;
export const MAX_EXPORT_ATTEMPTS = 3;

async function claimOne(db: Database): Promise<{ id: string; user_id: string; lang: string; attempts: number } | null> {
  const [row] = await queryRows<{ id: string; user_id: string; lang: string; attempts: number }>(
    db,
    sql`update data_exports set claimed_at = now(), attempts = attempts + 1
        where id = (select id from data_exports where status = 'en_attente'
                    and (claimed_at is null or claimed_at < now() - make_interval(secs => ${CLAIM_STALE_SECONDS}))
                    order by created_at limit 1 for update skip locked)
        returning id, user_id, lang, attempts`,
  );
  return row ?? null;
}

/** Builds every queued export, one at a time; returns how many became ready. */
export async function runExports(db: Database, storage: FileStorage = fileStorage()): Promise<number> {
  await expireExports(db, storage);
  let built = 0;
  const stopping = stopSignal();
  for (let claimed = stopping.aborted ? null : await claimOne(db); claimed; claimed = stopping.aborted ? null : await claimOne(db)) {
    const job = claimed;
    const heartbeat = setInterval(() => {
      void db.update(dataExports).set({ claimedAt: new Date() }).where(and(eq(dataExports.id, job.id), eq(dataExports.status, 'en_attente'))).catch(() => {});
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // Set once the archive is written and handed back here: from then on this loop removes it on failure.
    let stored: { key: string; size: number } | undefined;
    try {
      stored = await buildAttempt(db, storage, job, stopping);
      const key = stored.key;
      const size = stored.size;
      const mailId = await db.transaction(async (tx) => {
        const [ready] = await tx
          .update(dataExports)
          .set({ status: 'prete', storageKey: key, sizeBytes: size, readyAt: new Date(), expiresAt: new Date(Date.now() + EXPORT_VALID_DAYS * 86_400_000), claimedAt: null })
          .where(and(eq(dataExports.id, job.id), eq(dataExports.status, 'en_attente')))
          .returning();
        if (!ready) return undefined;
        await keepStoredFile(tx, key); // the row names it now: the reservation goes (decision 054)
        const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, job.user_id));
        return enqueueMail(tx, exportReadyMail, { dedupeKey: `data_export:${job.id}`, to: user!.email, payload: { export_id: job.id, lang: asLang(job.lang), first_name: user!.firstName } });
      });
      if (mailId === undefined) {
        // The request went while it was built (the account was erased): the archive goes too.
        await discardStoredFile(db, key, storage);
        continue;
      }
      built += 1;
      void kickOutbox([mailId]);
    } catch (error) {
      // Written, then not recorded (the database failed): removed now (decision 054).
      if (stored) await discardStoredFile(db, stored.key, storage);
      if (stopping.aborted) {
        // Not a failure: the attempt is handed back with the claim, for the next instance to take.
        await db.update(dataExports).set({ claimedAt: null, attempts: sql`greatest(${dataExports.attempts} - 1, 0)` }).where(eq(dataExports.id, job.id));
        logger.info(`data export ${job.id} interrupted by the stop; handed back`);
        break;
      }
      logger.warn(`data export ${job.id} failed (attempt ${job.attempts})`, error);
      await db
        .update(dataExports)
        .set(job.attempts >= MAX_EXPORT_ATTEMPTS ? { status: 'echec', claimedAt: null } : { claimedAt: null })
        .where(eq(dataExports.id, job.id));
      if (job.attempts < MAX_EXPORT_ATTEMPTS) break; // retried at the next sweep, not in a tight loop
    } finally {
      clearInterval(heartbeat);
    }
  }
  return built;
}

/**
 * One attempt at writing the archive, leaving nothing behind unless it succeeds (decision 054):
 * - its key is reserved in `file_deletions` (due in an hour) before a byte is written, so a
 *   process killed from then on — even just after the upload completed, before the row names
 *   the archive — leaves an object the file sweeper removes;
 * - the lane's time limit answers at once (runBounded) while the write goes on: an upload that
 *   completes after that is nobody's, and is removed here when the write really ends;
 * - a write that fails or is aborted is removed by the store, its reservation with it.
 */
async function buildAttempt(db: Database, storage: FileStorage, job: { id: string; user_id: string; lang: string }, stopping: AbortSignal) {
  const key = exportKey(job.id);
  await db.insert(fileDeletions).values({ storageKey: key, dueAt: sql`now() + interval '1 hour'` });
  try {
    // In the class of its owner (decision 063): a prospect's export runs in the anonymous lane.
    const [owner] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, job.user_id)).limit(1);
    return await runBounded(workTicketFor(owner ?? { id: job.user_id, role: null }, null), async (signal) => {
      try {
        const stored = await buildExport(db, { exportId: job.id, userId: job.user_id, lang: asLang(job.lang), key, storage, signal: AbortSignal.any([signal, stopping]) });
        if (signal.aborted) throw signal.reason; // timed out as the upload completed: runBounded answered already
        return stored;
      } catch (error) {
        await discardStoredFile(db, key, storage);
        throw error;
      }
    });
  } catch (error) {
    // After the time limit (`busy`) the write may still be going on: it removes its own archive
    // when it ends (above). Refused before it started (429): the reservation had nothing to protect.
    if (!(error instanceof AppError) || error.code !== 'busy') await discardStoredFile(db, key, storage);
    throw error;
  }
}

const KEY = Symbol.for('atelier.data-exports');
type State = { running: Promise<void> | null; again: boolean; stop: AbortController };
const state: State = ((globalThis as { [KEY]?: State })[KEY] ??= { running: null, again: false, stop: new AbortController() });

function stopSignal(): AbortSignal {
  return state.stop.signal;
}

/**
 * At shutdown, before the database closes: aborts the build in flight (its unfinished write is
 * removed), hands its claim back and waits for that; no new export starts in this process.
 */
export async function stopExports(): Promise<void> {
  state.stop.abort(new Error('server stopping'));
  await state.running;
}

/** Runs the job now in this process (after a request); a run in progress runs once more after. */
export function kickExports(): Promise<void> {
  if (state.stop.signal.aborted) return Promise.resolve();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        const { getDb } = await import('#server/platform/db/client.ts');
        const built = await runExports(await getDb());
        if (built > 0) logger.info('data exports', { built });
      } while (state.again);
    } catch (error) {
      // The database away is a warning, in one line without the query's parameters (decision 006).
      if (isDatabaseUnavailable(error)) logger.warn('data exports skipped: database unavailable');
      else logger.error('data exports failed', error);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}
