/**
 * Cache invalidation across instances: one LISTEN per process on `atelier_changes`.
 * A change is a short text `<topic>:<key>`: `user:<id>` comes from database triggers on `users` and
 * `sessions` (migration 0012: any update or delete, whichever code path made it), `aggregate:<card>|<metric>`
 * from the impact module after its commit. PostgreSQL delivers a NOTIFY at commit to every
 * listening instance within milliseconds; PGlite (one process) delivers it in-process.
 *
 * Caches built on it are used only while the feed is live: before the server starts it and in any
 * process that never starts it (scripts, `astro dev`) they step aside and every read goes to the
 * database. postgres.js re-establishes a lost LISTEN connection by itself; when it does,
 * subscribers are told to forget everything, since notifications may have been missed meanwhile
 * (the window is the reconnect time, as long as the database is away).
 *
 * State lives on globalThis: the start script and the bundled Astro server load two copies of
 * this module (see db/client.ts), and both must see one feed.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type DbOrTx } from './client.ts';
import { logger } from '../log.ts';
import { errorCodes } from './errors.ts';

export const CHANGES_CHANNEL = 'atelier_changes';

interface Subscriber {
  topic: string;
  onChange: (key: string) => void;
  onReset: () => void;
}

interface FeedState {
  live: boolean;
  retry: ReturnType<typeof setTimeout> | null;
  subscribers: Subscriber[];
  stop: (() => Promise<void>) | null;
  started: Promise<void> | null;
  /** Set by stopChangeFeed: no more retries. */
  stopped?: boolean;
}

const KEY = Symbol.for('atelier.change-feed');
const holder = globalThis as { [KEY]?: FeedState };
const feed: FeedState = (holder[KEY] ??= { live: false, retry: null, subscribers: [], stop: null, started: null });

/** Whether caches may serve: the process is listening and has missed nothing since it last reset. */
export const feedIsLive = (): boolean => feed.live;

/** Registers a cache; `onReset` must drop everything (called when listening starts or restarts). */
export function subscribe(topic: string, onChange: (key: string) => void, onReset: () => void): void {
  feed.subscribers.push({ topic, onChange, onReset });
}

function dispatch(payload: string): void {
  const colon = payload.indexOf(':');
  if (colon < 0) return;
  const topic = payload.slice(0, colon);
  const key = payload.slice(colon + 1);
  for (const s of feed.subscribers) if (s.topic === topic || topic === '*') s.onChange(key);
}

function resetAll(): void {
  for (const s of feed.subscribers) s.onReset();
}

/** Starts listening (idempotent). Called by the server at start; caches stay off until it resolves. */
export function startChangeFeed(): Promise<void> {
  feed.stopped = false;
  feed.started ??= (async () => {
    const handle = await openDatabase();
    feed.stop = await handle.listen(
      CHANGES_CHANNEL,
      dispatch,
      () => {
        // Listening again: whatever was missed meanwhile is forgotten before caches serve again.
        resetAll();
        feed.live = true;
      },
      // The LISTEN connection is gone (killed, database restarting, network): caches stop serving
      // at once and every session is checked against the database until the feed is back.
      () => {
        logger.warn('change feed: LISTEN connection lost; caches off until it is back');
        lost(0);
      },
    );
  })();
  feed.started.catch((error) => {
    feed.started = null;
    logger.warn(`change feed: not listening (${errorCodes(error).join(', ') || 'error'}); caches stay off, retrying every second`);
    lost(1_000);
  });
  return feed.started;
}

export async function stopChangeFeed(): Promise<void> {
  feed.stopped = true;
  feed.live = false;
  if (feed.retry) clearTimeout(feed.retry);
  feed.retry = null;
  const stop = feed.stop;
  feed.stop = null;
  feed.started = null;
  resetAll();
  await stop?.().catch(() => {});
}

/**
 * Announces a change to every instance, this one at once. Call it after the commit (inside a
 * transaction, NOTIFY would be sent at commit too, but this process's own caches would be
 * dropped before the new rows are visible).
 */
export async function publishChange(db: DbOrTx, topic: string, key: string): Promise<void> {
  const payload = `${topic}:${key}`;
  dispatch(payload);
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
}

/**
 * A query found the database away (db/errors.ts): the LISTEN connection is likely gone too, and
 * with it the notifications of changes made meanwhile. Caches stop serving at once, and the feed
 * listens again (every second until it can), which resets them.
 */
export function changeFeedLost(): void {
  if (!feed.live) return;
  lost(0);
}

/**
 * Caches off now; listen again after `delayMs`, and every second until it works (a failed start
 * calls this again with 1 s), which resets them.
 */
function lost(delayMs: number): void {
  feed.live = false;
  if (feed.retry || feed.stopped) return;
  const attempt = () => {
    feed.retry = null;
    if (feed.stopped) return;
    const stop = feed.stop;
    feed.stop = null;
    feed.started = null;
    void (stop?.() ?? Promise.resolve())
      .catch(() => {})
      .then(() => startChangeFeed())
      .catch(() => {}); // its failure already scheduled the next attempt (startChangeFeed → lost(1 s))
  };
  // Marks a retry as under way, so a second loss meanwhile does not start another loop.
  feed.retry = setTimeout(attempt, delayMs);
  feed.retry.unref();
}
