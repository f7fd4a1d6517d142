/**
 * Sign-out is enforced on every instance while its change feed is down. Two instances
 * on one PostgreSQL; B's LISTEN connection is killed while the database refuses new connections
 * (so B cannot listen again), then a session is signed out through A. B must refuse it (401, or
 * 503 when it cannot reach the database either), never serve it from its cache; once connections
 * are allowed again B listens again and its cache serves again. Needs PostgreSQL (DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';

const url = process.env.DATABASE_URL;

async function call(server: RunningServer, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe.runIf(url)('revocation while the change feed is down (two instances)', () => {
  let a: RunningServer;
  let b: RunningServer;
  let admin: postgres.Sql;
  const database = url ? decodeURIComponent(new URL(url).pathname.slice(1)) : '';

  const allowConnections = (allow: boolean) => admin.unsafe(`alter database "${database.replace(/"/g, '""')}" with allow_connections ${allow}`);
  /** B's LISTEN connection (its own, named atelier-<pid> like every connection of B). */
  const listenerOf = async (server: RunningServer) =>
    admin<{ pid: number }[]>`select pid from pg_stat_activity where application_name = ${`atelier-${server.process.pid}`} and query ilike 'listen%'`;

  beforeAll(async () => {
    const adminUrl = new URL(url!);
    adminUrl.pathname = '/postgres';
    admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
    const shared = { JWT_SECRET: randomBytes(32).toString('hex') };
    [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
  }, 120_000);
  afterAll(async () => {
    await allowConnections(true).catch(() => {});
    await Promise.all([a?.stop(), b?.stop()]);
    await admin?.end({ timeout: 5 });
  });

  const signUp = async (server: RunningServer) => {
    const email = `revoke-${randomBytes(5).toString('hex')}@test.atelier.local`;
    const res = await call(server, '/auth/dev-signup', { body: { email, password: 'correct-horse-battery' } });
    expect(res.status).toBe(200);
    return JSON.parse(res.text).token as string;
  };

  it('refuses on B a token signed out on A while B cannot listen, and serves again once it can', async () => {
    const token = await signUp(a);
    const spare = await signUp(a);
    // B has both sessions cached (GET requests use the cache while the feed is live).
    for (let i = 0; i < 3; i++) {
      expect((await call(b, '/api/me', { token })).status).toBe(200);
      expect((await call(b, '/api/me', { token: spare })).status).toBe(200);
    }
    const listeners = await listenerOf(b); // the change feed's, and the landing page cache's
    expect(listeners.length).toBeGreaterThan(0);
    try {
      await allowConnections(false);
      for (const { pid } of listeners) await admin`select pg_terminate_backend(${pid})`;
      await new Promise((r) => setTimeout(r, 200)); // B notices its LISTEN connection is gone
      // A still has its pooled connections: the sign-out is committed.
      expect((await call(a, '/auth/logout', { method: 'POST', token })).status).toBe(200);
      const seen: number[] = [];
      const until = Date.now() + 2000;
      while (Date.now() < until) seen.push((await call(b, '/api/me', { token })).status);
      expect(seen.length).toBeGreaterThan(5);
      // Never 200: 401 when B reaches the database through its pool, 503 when it cannot.
      expect(seen.filter((status) => status === 200)).toEqual([]);
      for (const status of seen) expect([401, 503]).toContain(status);
    } finally {
      await allowConnections(true);
    }
    // B listens again within a few seconds; its cache is live again and still correct.
    let back = false;
    for (let i = 0; i < 100 && !back; i++) {
      back = (await listenerOf(b)).length >= listeners.length;
      if (!back) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back).toBe(true);
    expect((await call(b, '/api/me', { token })).status).toBe(401);
    expect((await call(b, '/api/me', { token: spare })).status).toBe(200);
    expect((await call(a, '/auth/logout', { method: 'POST', token: spare })).status).toBe(200);
    let refused = false;
    const started = Date.now();
    // Milliseconds on a quiet machine; 5 s so that a loaded one does not fail it (no cache expires).
    while (!refused && Date.now() - started < 5000) {
      refused = (await call(b, '/api/me', { token: spare })).status === 401;
      if (!refused) await new Promise((r) => setTimeout(r, 25));
    }
    expect(refused).toBe(true);
  }, 60_000);
});
