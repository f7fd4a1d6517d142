/**
 * The last admin (decision 025): on a database of its own, two admins demoting each
 * other at once on two instances leave exactly one admin, the last admin cannot be demoted (not
 * even by themself), and a role change reaches the member's sessions on the other instance
 * at once. Needs PostgreSQL (two processes share it).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import type { Lang } from '#i18n/lang.ts';

async function call(server: RunningServer, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      'x-forwarded-for': '10.88.0.1',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe.runIf(process.env.DATABASE_URL)('the last admin, across two instances', () => {
  let scratch: ScratchDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let n = 0;

  beforeAll(async () => {
    scratch = await scratchDatabase();
    const shared = { DATABASE_URL: scratch.url!, JWT_SECRET: randomBytes(32).toString('hex') };
    [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.close();
  });

  const signUp = async (server: RunningServer, role: string | null, lang: Lang = 'fr') => {
    n += 1;
    const res = await call(server, '/auth/dev-signup', { body: { role, lang, first_name: `Admin${n}`, email: `last-admin-${n}-${Date.now()}@test.atelier.local` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { token: string; user: { id: string } };
  };
  const adminCount = async () => Number((await scratch.db.execute<{ n: string }>(sql`select count(*)::text as n from users where role = 'admin'`))[0]!.n);
  /** Only these admins exist: whatever the seed made is no longer admin. */
  const onlyAdmins = async (ids: string[]) => {
    await scratch.db.execute(sql`update users set role = case when id = any(${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`)}) then 'admin' else 'responsable' end where role = 'admin' or id = any(${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`)})`);
  };

  it('two admins demoting each other at once leave exactly one admin', async () => {
    const x = await signUp(a, 'admin');
    const y = await signUp(b, 'admin');
    for (let round = 0; round < 6; round++) {
      await onlyAdmins([x.user.id, y.user.id]);
      expect(await adminCount()).toBe(2);
      const [one, two] = await Promise.all([
        call(a, `/api/members/${y.user.id}/role`, { method: 'PUT', token: x.token, body: { role: 'responsable' } }),
        call(b, `/api/members/${x.user.id}/role`, { method: 'PUT', token: y.token, body: { role: 'client_essentiel' } }),
      ]);
      expect([one.status, two.status].sort(), JSON.stringify([one.body, two.body])).toEqual([200, 403]);
      expect(await adminCount()).toBe(1);
    }
  });

  it('the last admin cannot be demoted, not even by themself; the error is in their language', async () => {
    const last = await signUp(a, 'admin', 'en');
    await onlyAdmins([last.user.id]);
    const self = await call(b, `/api/members/${last.user.id}/role`, { method: 'PUT', token: last.token, body: { role: 'responsable' } });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('last_admin');
    expect(self.body.error.message).toMatch(/last administrator/);
    const none = await call(a, `/api/members/${last.user.id}/role`, { method: 'PUT', token: last.token, body: { role: null } });
    expect(none.status).toBe(409);
    expect(await adminCount()).toBe(1);
    // With a second admin, demoting oneself is allowed.
    const other = await signUp(a, 'responsable');
    const promoted = await call(a, `/api/members/${other.user.id}/role`, { method: 'PUT', token: last.token, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    const stepDown = await call(b, `/api/members/${last.user.id}/role`, { method: 'PUT', token: last.token, body: { role: 'responsable' } });
    expect(stepDown.status, JSON.stringify(stepDown.body)).toBe(200);
    expect(await adminCount()).toBe(1);
  });

  it('a role change reaches the member’s sessions on the other instance at once', async () => {
    const admin = await signUp(a, 'admin');
    const member = await signUp(b, 'client_essentiel');
    // Warm instance B's session cache (reads are served from it).
    for (let i = 0; i < 3; i++) expect((await call(b, '/api/me', { token: member.token })).body.role).toBe('client_essentiel');
    expect((await call(b, '/api/members', { token: member.token })).status).toBe(403);
    const changed = await call(a, `/api/members/${member.user.id}/role`, { method: 'PUT', token: admin.token, body: { role: 'responsable' } });
    expect(changed.status).toBe(200);
    const started = Date.now();
    let seen = false;
    // Milliseconds on a quiet machine; 5 s so that a loaded one does not fail it (no cache expires).
    while (Date.now() - started < 5000) {
      if ((await call(b, '/api/me', { token: member.token })).body.role === 'responsable') {
        seen = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(true);
    expect((await call(b, '/api/members', { token: member.token })).status).toBe(200);
  });
});
