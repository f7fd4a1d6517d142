/**
 * Two app processes on one PostgreSQL and one S3-compatible store (s3rver, local),
 * driven alternately, give the answers of one. Landing themes across instances are in
 * landings-instances.test.ts, the reminder race in tests/unit/reminders.test.ts. Needs
 * PostgreSQL (DATABASE_URL, as in CI): PGlite is one process.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, photo } from '../support/file-fixtures.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';

async function call(server: RunningServer, path: string, init: { method?: string; token?: string; body?: unknown; ip?: string } = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      'x-forwarded-for': init.ip ?? '10.9.9.9',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

/** Polls every 25 ms; the elapsed milliseconds once `check` holds, or null after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL and one object store', () => {
  let s3: LocalS3;
  let a: RunningServer;
  let b: RunningServer;
  const ip = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

  beforeAll(async () => {
    s3 = await startLocalS3();
    // One secret for both, as a deployment shares it: a token from one is valid on the other.
    const shared = { ...s3.env, JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMIT_SIGNIN_PER_EMAIL: '5' };
    [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
  });

  const signUp = async (server: RunningServer) => {
    const email = `two-${randomBytes(5).toString('hex')}@test.atelier.local`;
    const res = await call(server, '/auth/dev-signup', { body: { email, password: 'correct-horse-battery' } });
    expect(res.status).toBe(200);
    return { email, token: res.body.token as string, id: res.body.user.id as string };
  };

  it('shares one sign-in budget: five failures spread over both, the sixth refused by either', async () => {
    const { email } = await signUp(a);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await call(server, '/auth/login', { body: { email, password: 'wrong-password-x' }, ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await call(a, '/auth/login', { body: { email, password: 'wrong-password-x' }, ip })).status).toBe(429);
  });

  it('a session signed out on one is refused by the other within a second', async () => {
    const user = await signUp(a);
    for (const server of [a, b, b]) expect((await call(server, '/api/me', { token: user.token })).status).toBe(200);
    expect((await call(a, '/auth/logout', { method: 'POST', token: user.token })).status).toBe(200);
    expect(await within(1_000, async () => (await call(b, '/api/me', { token: user.token })).status === 401)).not.toBeNull();
  });

  it('an account changed through one is seen by the other within a second (admin edits a profile)', async () => {
    const admin = await call(a, '/auth/dev-signup', { body: { role: 'admin' } });
    const user = await signUp(b);
    expect((await call(b, '/api/me', { token: user.token })).body.first_name).not.toBe('Renommée');
    const changed = await call(a, `/api/users/${user.id}/profile`, { method: 'PUT', token: admin.body.token, body: { first_name: 'Renommée' } });
    expect(changed.status).toBe(200);
    expect(await within(1_000, async () => (await call(b, '/api/me', { token: user.token })).body.first_name === 'Renommée')).not.toBeNull();
  });

  it('a photo uploaded through one is served by the other', async () => {
    const user = await signUp(a);
    const { body, contentType } = multipart([
      { name: 'type', value: 'action_image' },
      { name: 'card_id', value: 'recit-atelier' },
      { name: 'file', filename: 'atelier.jpg', data: await photo('jpeg') },
    ]);
    const up = await fetch(`${a.baseUrl}/api/upload`, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${user.token}` }, body: new Uint8Array(body) });
    expect(up.status).toBe(201);
    const stored = (await up.json()) as { url: string; size: number };
    const served = await fetch(`${b.baseUrl}${stored.url}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(stored.size);
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('the social-proof aggregate is fresh on the other instance right after a post', async () => {
    const card = 'tableau-ventes-mensuel';
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const contribute = async (server: RunningServer, before: number, after: number) => {
      const user = await signUp(server);
      const res = await call(server, `/api/impact/${card}`, { token: user.token, body: { readings: [{ metric: 'ventes_mois', value: before, date: day(40) }, { metric: 'ventes_mois', value: after, date: day(2) }] } });
      expect(res.status).toBe(200);
    };
    for (const [i, server] of [a, b, a].entries()) await contribute(server, 100, 110 + i);
    const viewer = await signUp(b);
    const aggregate = async (server: RunningServer) => (await call(server, `/api/impact/${card}/aggregate?metric=ventes_mois`, { token: viewer.token })).body;
    const before = await aggregate(b); // cached on B from here
    expect(before.enough).toBe(true);
    expect((await aggregate(b)).count).toBe(before.count);
    await contribute(a, 100, 150);
    expect(await within(1_000, async () => (await aggregate(b)).count > before.count)).not.toBeNull();
    expect((await aggregate(a)).count).toBe((await aggregate(b)).count);
  });

  it('an artisan’s answer about being named, given on one instance, is followed by the other (decision 055)', async () => {
    const card = 'calcul-prix-de-revient';
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const artisans: { token: string }[] = [];
    for (const [i, first_name] of ['Zélie', 'Yann', 'Xavière'].entries()) {
      const res = await call(a, '/auth/dev-signup', { body: { email: `two-${randomBytes(5).toString('hex')}@test.atelier.local`, first_name, role: 'client_premium' } });
      expect(res.status).toBe(200);
      const token = res.body.token as string;
      const readings = [{ metric: 'marge', value: 20, date: day(40) }, { metric: 'marge', value: 25 + i, date: day(2) }];
      expect((await call(i % 2 ? b : a, `/api/impact/${card}`, { token, body: { readings } })).status).toBe(200);
      artisans.push({ token });
    }
    const zelie = artisans[0]!.token;
    const viewer = await signUp(b);
    const named = async () => ((await call(b, `/api/impact/${card}/aggregate?metric=marge`, { token: viewer.token })).body.samples as { name: string }[]).map((s) => s.name);
    const answer = (show: boolean) => call(a, '/api/impact/sharing', { method: 'PUT', token: zelie, body: { show_in_samples: show } });
    expect(await named()).not.toContain('Zélie'); // cached on B from here
    expect((await answer(true)).status).toBe(200);
    // The users trigger's notification reaches B after A's commit; the limit is generous, not the point.
    expect(await within(5_000, async () => (await named()).includes('Zélie'))).not.toBeNull();
    expect((await answer(false)).status).toBe(200);
    expect(await within(5_000, async () => !(await named()).includes('Zélie'))).not.toBeNull();
  });
});
