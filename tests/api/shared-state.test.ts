/**
 * Caches correct across instances. Another instance's change is made here straight in
 * PostgreSQL (as that instance would, without passing through this server), and this server must
 * honour it at once (on the other instance's notice; no cache expires), though it serves
 * signed-in reads from its session cache. Needs PostgreSQL (DATABASE_URL), as CI has: PGlite is one process, no other instance can write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { api, newUser } from '../support/api.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * The caches have no time limit: without the other instance's notice a change is never seen, so
 * 5 s tells as well as 1 s (milliseconds on a quiet machine) and a loaded machine does not fail it.
 */
const LIMIT_MS = 5_000;

/** Polls `check` every 25 ms until it holds; the elapsed milliseconds, or null after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

describe.skipIf(!databaseUrl)('another instance’s changes reach this one’s caches (PostgreSQL)', () => {
  let sql: postgres.Sql;
  beforeAll(() => {
    sql = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
  });
  afterAll(() => sql?.end({ timeout: 5 }));

  it('a session revoked elsewhere is refused at once, though its reads were cached', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) expect((await api('/api/me', { token: user.token })).status).toBe(200);
    await sql`update sessions set revoked_at = now() where user_id = ${user.user.id}`;
    const elapsed = await within(LIMIT_MS, async () => (await api('/api/me', { token: user.token })).status === 401);
    expect(elapsed, 'still accepted after 5 s').not.toBeNull();
  });

  it('sign-out everywhere by deleting the sessions (purge) is honoured at once', async () => {
    const user = await newUser();
    expect((await api('/api/levels', { token: user.token })).status).toBe(200);
    await sql`delete from sessions where user_id = ${user.user.id}`;
    expect(await within(LIMIT_MS, async () => (await api('/api/levels', { token: user.token })).status === 401)).not.toBeNull();
  });

  it('a role changed elsewhere shows at once (the cached user is dropped)', async () => {
    const user = await newUser({ role: 'client_essentiel' });
    expect((await api('/api/me', { token: user.token })).body.role).toBe('client_essentiel');
    await sql`update users set role = 'client_premium' where id = ${user.user.id}`;
    expect(await within(LIMIT_MS, async () => (await api('/api/me', { token: user.token })).body.role === 'client_premium')).not.toBeNull();
  });

  it('a deleted account is refused at once', async () => {
    const user = await newUser();
    expect((await api('/api/me', { token: user.token })).status).toBe(200);
    await sql`delete from users where id = ${user.user.id}`;
    expect(await within(LIMIT_MS, async () => (await api('/api/me', { token: user.token })).status === 401)).not.toBeNull();
  });
});
