/**
 * Valid sessions with their user, kept in memory so a signed-in request costs no session query
 * (the session check was most of a request's cost). Correct across instances without a
 * TTL: any update or delete of the user's row or of one of their sessions (revocation, sign-out
 * everywhere, purge, role or profile change) NOTIFYs `user:<id>` through a trigger, and every
 * instance drops that user's entries (change-feed.ts). Used only while the feed is live.
 * Entries also end at the session's expiry.
 */
import { feedIsLive, subscribe } from '../platform/db/change-feed.ts';
import type { UserRow as SessionUser } from '#db/schema.ts';

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
}

const MAX_ENTRIES = 20_000;
const KEY = Symbol.for('atelier.session-cache');
type State = {
  bySession: Map<string, CachedSession>;
  byUser: Map<string, Set<string>>;
  /** Counts invalidations, so a database read that raced one is not cached (rememberSession). */
  generation: number;
  subscribed: boolean;
};
const holder = globalThis as { [KEY]?: State };
const state: State = (holder[KEY] ??= { bySession: new Map(), byUser: new Map(), generation: 0, subscribed: false });

/**
 * Forgets every cached session of this instance. The middleware calls it after each request that
 * may have changed something (any method but GET, HEAD, OPTIONS): the trigger's NOTIFY reaches
 * this instance a few milliseconds after the commit, and the caller's next request must not beat it.
 */
export function clear(): void {
  state.generation++;
  state.bySession.clear();
  state.byUser.clear();
}

/** Drops every cached session of a user (also called by this instance after its own writes). */
export function forgetUser(userId: string): void {
  state.generation++;
  const ids = state.byUser.get(userId);
  if (!ids) return;
  for (const id of ids) state.bySession.delete(id);
  state.byUser.delete(userId);
}

if (!state.subscribed) {
  state.subscribed = true;
  subscribe('user', forgetUser, clear);
}

export function cachedSession(sessionId: string, userId: string): CachedSession | null {
  if (!feedIsLive()) return null;
  const hit = state.bySession.get(sessionId);
  if (!hit || hit.user.id !== userId) return null;
  if (hit.expiresAt <= Date.now()) {
    state.bySession.delete(sessionId);
    return null;
  }
  return hit;
}

/** Taken before reading a session from the database, and handed back to rememberSession. */
export const cacheGeneration = (): number => state.generation;

/**
 * Remembers a session read from the database, unless something was invalidated since the read
 * began (`generation` from cacheGeneration): a revocation notified meanwhile must not be
 * overwritten by the older read.
 */
export function rememberSession(entry: CachedSession, generation: number): void {
  if (!feedIsLive() || generation !== state.generation) return;
  if (state.bySession.size >= MAX_ENTRIES) clear();
  state.bySession.set(entry.sessionId, entry);
  let ids = state.byUser.get(entry.user.id);
  if (!ids) state.byUser.set(entry.user.id, (ids = new Set()));
  ids.add(entry.sessionId);
}
