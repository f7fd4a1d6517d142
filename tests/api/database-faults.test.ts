/**
 * Database faults against a real server on PostgreSQL (decision 006): backends
 * terminated inside transactions, under load; connections reset; PostgreSQL refusing connections.
 * The server must answer 503 `database_unavailable` for what fails, never 500, stay alive, and
 * recover once the database is back.
 *
 * The server under test is our own (not the shared one of the other API tests) and reaches
 * PostgreSQL through a TCP proxy, so the faults touch nothing else: backends are terminated by the
 * `application_name` it sets (`atelier-<pid>`), and refusals happen at the proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { STACK_TRACE } from '../support/api.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('database faults (PostgreSQL)', () => {
  let proxy: TcpProxy;
  let server: RunningServer;
  let admin: postgres.Sql;
  let cardId: string;

  const call = async (path: string, init: { method?: string; token?: string; body?: unknown; cookie?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(server.baseUrl + path, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      redirect: 'manual',
    });
    const text = await res.text();
    let body: any = null;
    try {
      body = JSON.parse(text);
    } catch {
      // a page
    }
    return { status: res.status, headers: res.headers, body, text };
  };
  const newUser = async () => (await call('/auth/dev-signup', { body: {} })).body as { token: string; user: { id: string } };
  const applicationName = () => `atelier-${server.process.pid}`;
  const terminateServerBackends = async () =>
    (await admin`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = ${applicationName()}`)[0]!.n as number;
  const alive = () => server.process.exitCode === null && server.process.signalCode === null;
  /**
   * Polls until one of the server's connections waits on a lock (up to 20 s: a loaded machine may
   * take a while to send the request). False if it never did: the caller then releases its lock,
   * so the test fails on its own checks rather than hanging behind it.
   */
  const serverWaitsOnLock = async () => {
    const started = Date.now();
    while (Date.now() - started < 20_000) {
      const [row] = await admin`select count(*)::int as n from pg_stat_activity where application_name = ${applicationName()} and wait_event_type = 'Lock'`;
      if (row!.n > 0) return true;
      await new Promise((r) => setTimeout(r, 25));
    }
    return false;
  };
  /** Polls until the server answers health 200 again (the database came back). */
  const recovered = async () => {
    for (let i = 0; i < 200; i++) {
      const res = await call('/api/health').catch(() => null);
      if (res?.status === 200) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  };

  beforeAll(async () => {
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const via = new URL(url!);
    via.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ DATABASE_URL: via.toString() });
    admin = postgres(url!, { max: 2, onnotice: () => {} });
    const { token } = await newUser();
    cardId = (await call('/api/cards', { token })).body[0].id;
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await admin?.end({ timeout: 1 });
    await proxy?.close();
  });

  it('a transaction waiting on a lock whose backend is terminated answers 503, and the process lives on (the issue repro)', async () => {
    const { token, user } = await newUser();
    // Another session holds the user's row lock: PUT /api/my-actions waits inside db.transaction.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const locker = admin.begin(async (tx) => {
      await tx`select id from users where id = ${user.id} for update`;
      locked();
      await held;
    });
    await isLocked;
    const put = call('/api/my-actions', { method: 'PUT', token, body: { card_id: cardId } });
    // Wait until the server's transaction is blocked on that lock, then kill its connections.
    if (!(await serverWaitsOnLock())) release();
    expect(await terminateServerBackends()).toBeGreaterThan(0);
    const res = await put;
    release();
    await locker;
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('database_unavailable');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.text).not.toMatch(STACK_TRACE);
    // Before the fix the process exited here (TypeError in postgres.js nextWrite).
    await new Promise((r) => setTimeout(r, 300));
    expect(alive()).toBe(true);
    expect(await recovered()).toBe(true);
    expect((await call('/api/my-actions', { method: 'PUT', token, body: { card_id: cardId, checklist: {} } })).status).toBe(200);
  });

  it('a refund whose backend is terminated while it waits on the invoice answers 503, issues nothing; the retry with its key issues one credit note', async () => {
    const { applicationBody } = await import('../support/application-fixtures.ts');
    const { randomUUID } = await import('node:crypto');
    const created = await call('/api/candidatures', { body: applicationBody() });
    expect(created.status, created.text).toBe(201);
    const paid = await call('/api/payment/confirm', { token: created.body.token, body: { candidature_id: created.body.id, payment_reference: `test_fault_${created.body.id}` } });
    expect(paid.status, paid.text).toBe(200);
    const invoice = paid.body.invoice_number as string;
    const staff = (await call('/auth/dev-signup', { body: { role: 'responsable' } })).body as { token: string };
    const notesBefore = (await admin`select count(*)::int as n from credit_notes`)[0]!.n as number;

    // Another session holds the invoice's row: the refund's reservation waits inside its transaction.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const locker = admin.begin(async (tx) => {
      await tx`select id from invoices where number = ${invoice} for update`;
      locked();
      await held;
    });
    await isLocked;
    const key = randomUUID();
    const refund = () =>
      fetch(`${server.baseUrl}/api/invoices/${invoice}/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json', 'idempotency-key': key, 'accept-language': 'en' },
        body: JSON.stringify({ amount_cents: 5_000 }),
      }).then(async (r) => ({ status: r.status, text: await r.text() }));
    const first = refund();
    if (!(await serverWaitsOnLock())) release();
    expect(await terminateServerBackends()).toBeGreaterThan(0);
    const res = await first;
    release();
    await locker;
    expect(res.status, res.text).toBe(503);
    expect(JSON.parse(res.text).error.code).toBe('database_unavailable');
    expect(res.text).not.toMatch(STACK_TRACE);
    expect(alive()).toBe(true);
    // Nothing was reserved nor issued: no refund row for the key, no credit note number taken.
    expect((await admin`select count(*)::int as n from refunds where idempotency_key = ${key}`)[0]!.n).toBe(0);
    expect((await admin`select count(*)::int as n from credit_notes`)[0]!.n).toBe(notesBefore);

    expect(await recovered()).toBe(true);
    const retry = await refund();
    expect(retry.status, retry.text).toBe(201);
    const again = await refund();
    expect(again.status, again.text).toBe(200); // the same key replays, no second refund
    expect(JSON.parse(again.text).credit_note.number).toBe(JSON.parse(retry.text).credit_note.number);
    expect((await admin`select count(*)::int as n from credit_notes where invoice_number = ${invoice}`)[0]!.n).toBe(1);
  });

  it('under load, with backends terminated and connections reset again and again during transactions: only 200/201 or 503, alive, recovered', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newUser()));
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    let stop = false;
    const worker = async (u: { token: string }, i: number) => {
      let n = 0;
      while (!stop) {
        n++;
        const kind = (i + n) % 3;
        const res =
          kind === 0
            ? await call('/api/my-actions', { method: 'PUT', token: u.token, body: { card_id: cardId, checklist: {} } })
            : kind === 1
              ? await call(`/api/impact/${cardId}`, { token: u.token, body: { value: n } })
              : await call('/api/levels', { token: u.token });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (![200, 201, 503].includes(res.status)) unexpected.push(`${res.status} kind ${kind}: ${res.text.slice(0, 200)}`);
        if (res.status >= 500) expect(res.body?.error?.code, `${res.status}: ${res.text.slice(0, 200)}`).toBe('database_unavailable');
      }
    };
    const workers = users.map((u, i) => worker(u, i));
    // Two seconds of faults: terminate the server's backends every ~100 ms, reset them now and then.
    const until = Date.now() + 2500;
    let faults = 0;
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 80 + Math.random() * 80));
      if (faults % 4 === 3) proxy.cutAll();
      else await terminateServerBackends();
      faults++;
    }
    stop = true;
    await Promise.all(workers);
    const seen = Object.fromEntries(statuses);
    expect(alive(), `server output:\n${server.output().slice(-2000)}`).toBe(true);
    expect(unexpected, JSON.stringify(seen)).toEqual([]);
    expect(seen[503] ?? 0, JSON.stringify(seen)).toBeGreaterThan(0); // the faults did hit requests
    expect(server.output()).not.toMatch(/TypeError|uncaught/i);
    expect(await recovered()).toBe(true);
    for (const u of users) expect((await call('/api/levels', { token: u.token })).status).toBe(200);
  });

  it('while PostgreSQL refuses connections, health, the API and pages answer 503; all is back when it returns', async () => {
    const { token } = await newUser();
    await proxy.refuse();
    proxy.cutAll();
    try {
      const health = await call('/api/health');
      expect(health.status).toBe(503);
      expect(health.body.error.code).toBe('database_unavailable');
      expect(health.headers.get('retry-after')).toBe('5');
      const me = await call('/api/me', { token });
      expect([me.status, me.body.error.code]).toEqual([503, 'database_unavailable']);
      const signIn = await call('/auth/login', { body: { email: 'someone@example.test', password: 'whatever-password' } });
      expect([signIn.status, signIn.body.error.code]).toEqual([503, 'database_unavailable']);
      for (const [path, title] of [
        ['/mes-actions', 'Service momentanément indisponible'],
        ['/en/mes-actions', 'Service temporarily unavailable'],
      ] as const) {
        const page = await call(path, { cookie: `session=${token}` });
        expect(page.status).toBe(503);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(page.text).toContain(title);
        expect(page.text).not.toMatch(STACK_TRACE);
      }
      expect(alive()).toBe(true);
    } finally {
      await proxy.accept();
    }
    expect(await recovered()).toBe(true);
    expect((await call('/api/me', { token })).status).toBe(200);
    // The log says what happened without SQL parameters (the session id of the lookup).
    expect(server.output()).toMatch(/database unavailable/);
    expect(server.output()).not.toMatch(/params:/);
  });
});

describe('start-up without a usable database', () => {
  const refusal = async (databaseUrl: string) => {
    const error = await startServer({ DATABASE_URL: databaseUrl }).then(
      async (s) => {
        await s.stop();
        return null;
      },
      (e: Error) => e,
    );
    expect(error).not.toBeNull();
    // startServer's error carries the server's whole output after "server exited (1):".
    const output = error!.message.replace(/^server exited \(\d+\):\n/, '').trim();
    expect(output.split('\n').filter((line) => line.trim() && !/^(npm |> )/.test(line))).toHaveLength(1);
    expect(output).toMatch(/DATABASE_URL/);
    expect(output).not.toMatch(STACK_TRACE);
    return output;
  };

  it('an unreachable PostgreSQL: one line naming DATABASE_URL, the reason, no stack trace', async () => {
    const output = await refusal('postgres://atelier:secret-password@127.0.0.1:1/atelier');
    expect(output).toMatch(/connection refused/);
    expect(output).not.toContain('secret-password');
  });

  it.skipIf(!url)('a database that does not exist: the same, saying so', async () => {
    const missing = new URL(url!);
    missing.pathname = '/atelier_database_that_does_not_exist';
    expect(await refusal(missing.toString())).toMatch(/does not exist/);
  });
});
