/**
 * Operations: liveness and readiness, request ids, the request log, and a graceful
 * SIGTERM that lets a request in flight finish.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { checkReadiness } from '#server/platform/ops/check-readiness.ts';

const journal = JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };

describe('liveness and readiness', () => {
  it('GET /api/health/live answers without the database; /api/health/ready checks it and the migrations', async () => {
    const live = await api('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body.ok).toBe(true);
    const ready = await api('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ready: true, migrations: journal.entries.length });
  });
});

describe('readiness with a migration missing', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await scratchDatabase();
  }, 60_000);
  afterAll(() => scratch?.close());

  it('is migrations_pending (503) until the last migration is applied', async () => {
    expect(await checkReadiness(scratch.db)).toEqual({ ready: true, migrations: journal.entries.length });
    await scratch.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const error = await checkReadiness(scratch.db).then(() => null, (e: unknown) => e);
    expect(error).toMatchObject({ code: 'migrations_pending', status: 503 });
  });
});

describe('request ids', () => {
  it('echoes a plain X-Request-Id and makes one otherwise, on API, page, landing and 404 answers', async () => {
    const given = await api('/api/health', { headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a:42');
    for (const path of ['/api/health', '/connexion', '/', '/landing/ceramistes', '/en/?utm=1', '/api/nothing-here']) {
      const res = await api(path, { headers: { 'x-request-id': 'not plain <script>' } });
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const long = await api('/api/health', { headers: { 'x-request-id': 'x'.repeat(129) } });
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

describe('an instance of its own', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  }, 90_000);
  afterAll(() => server?.stop());

  it('logs one JSON line per request with its id, status and time, never the query string', async () => {
    await fetch(`${server.baseUrl}/api/health?token=secret-magic-token`, { headers: { 'x-request-id': 'trace-123' } });
    // The line is written when the response closes, after the client has it: wait for it.
    const lineOf = () =>
      server
        .output()
        .split('\n')
        .find((l) => l.includes('"trace-123"'));
    await expect.poll(lineOf, { timeout: 10_000 }).toBeDefined();
    const line = lineOf();
    expect(JSON.parse(line!)).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/health', status: 200, request_id: 'trace-123' });
    expect(server.output()).not.toContain('secret-magic-token');
  });

  it('on SIGTERM finishes the request in flight, refuses new connections, and exits 0', async () => {
    const user = await (async () => {
      const res = await fetch(`${server.baseUrl}/auth/dev-signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return (await res.json()) as { token: string };
    })();
    const body = JSON.stringify({ card_id: 'recit-atelier' });
    const { port } = new URL(server.baseUrl);
    // A request whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'PUT', path: '/api/my-actions', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${user.token}` } },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.process.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 400);
      }, 300);
    });
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text).card_slug).toBe('recit-atelier');
    // A new connection is refused (a kept-alive one may still carry one last request: see below).
    const fresh = await new Promise<string>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/health/live', agent: false }, (r) => resolve(String(r.statusCode)));
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end();
    });
    expect(fresh).toBe('ECONNREFUSED');
    expect(await exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: closing \(1 request\(s\) in flight\)/);
    // LOG_FORMAT=json: every line the instance wrote, its life's included, is one JSON object.
    const lines = server.output().split('\n').filter((l) => l.trim() !== '');
    expect(lines.filter((l) => !/^\{.*\}$/.test(l) || !isJson(l))).toEqual([]);
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^Atelier ready on /), 'SIGTERM: closed']));
  }, 30_000);
});

describe('SIGTERM under keep-alive load', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 90_000);
  afterAll(() => server?.stop());

  it('answers every request it received: no connection reset, only refused new connections', async () => {
    const { port } = new URL(server.baseUrl);
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const outcomes: Record<string, number> = {};
    const count = (key: string) => (outcomes[key] = (outcomes[key] ?? 0) + 1);
    // A client does what Node's documentation asks of a keep-alive client: a request written on a
    // reused connection that the server closed as idle at that instant (ECONNRESET with
    // `reusedSocket`) was never received, and is sent again (on a new connection). A client slowed
    // for over a second by a loaded machine meets that race; it is HTTP/1.1's, not a lost request.
    const once = (retried = false): Promise<void> =>
      new Promise<void>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => (count(String(res.statusCode)), resolve()));
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNRESET' && req.reusedSocket && !retried) return void once(true).then(resolve);
          count(error.code ?? error.message);
          resolve();
        });
        req.end();
      });
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    let stop = false;
    // 20 clients, each sending one request after another on its keep-alive connection.
    const clients = Array.from({ length: 20 }, async () => {
      while (!stop) await once();
    });
    await new Promise((r) => setTimeout(r, 700));
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_500));
    stop = true;
    await Promise.all(clients);
    agent.destroy();
    expect(await exited).toBe(0);
    expect(outcomes['200']).toBeGreaterThan(20);
    // After the signal a client may only be refused a new connection; nothing it sent is lost.
    expect(Object.keys(outcomes).filter((k) => k !== '200' && k !== 'ECONNREFUSED'), JSON.stringify(outcomes)).toEqual([]);
  }, 30_000);
});
