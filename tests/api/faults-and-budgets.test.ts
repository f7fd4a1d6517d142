/**
 * Against the real server: storage faults answer 503 `storage_unavailable` with
 * Retry-After in seconds (an S3 store that never answers, a disk that errors) and readiness says
 * so; anonymous uploads have a per-IP budget of megapixels (429 beyond it, per address).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCall } from '../support/server-call.ts';
import { multipart, photo } from '../support/file-fixtures.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

const send = serverCall;

const photoForm = async (type: string, side = 1000) => multipart([{ name: 'type', value: type }, { name: 'file', filename: 'photo.png', data: await photo('png', side, side) }]);

async function signUp(server: RunningServer): Promise<string> {
  const res = await send(server, '/auth/dev-signup', { json: { email: `faults-${randomBytes(5).toString('hex')}@test.atelier.local` } });
  expect(res.status).toBe(200);
  return JSON.parse(res.text).token as string;
}

describe('storage faults', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let stalled: RunningServer;
  let broken: RunningServer;
  const brokenDir = mkdtempSync(join(tmpdir(), 'atelier-broken-disk-'));

  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket)); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    // The uploads folder is a file: every write and the readiness probe fail as a disk would.
    writeFileSync(join(brokenDir, 'uploads'), 'not a folder');
    [stalled, broken] = await Promise.all([
      startServer({
        STORAGE_URL: 's3://atelier',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'x',
        S3_SECRET_ACCESS_KEY: 'y',
        S3_CONNECT_TIMEOUT_MS: '500',
        S3_REQUEST_TIMEOUT_MS: '3000',
      }),
      startServer({ DATA_DIR: brokenDir }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stalled?.stop(), broken?.stop()]);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
    rmSync(brokenDir, { recursive: true, force: true });
  });

  it.each([
    ['an S3 store that never answers', () => stalled],
    ['a local disk that errors', () => broken],
  ])('%s: upload → 503 storage_unavailable with Retry-After, readiness → 503', async (_name, server) => {
    const token = await signUp(server());
    const uploaded = await send(server(), '/api/upload', { token, form: await photoForm('gallery', 200) });
    expect(uploaded).toMatchObject({ status: 503, code: 'storage_unavailable', retryAfter: '10' });
    expect(uploaded.ms).toBeLessThan(8000);
    const ready = await send(server(), '/api/health/ready');
    expect(ready).toMatchObject({ status: 503, code: 'storage_unavailable' });
    expect(ready.ms).toBeLessThan(4000);
    // Nothing was recorded: the gallery is still empty.
    const me = await send(server(), '/api/me', { token });
    expect(JSON.parse(me.text).gallery ?? JSON.parse(me.text).user?.gallery ?? []).toEqual([]);
    // The process keeps serving.
    expect((await send(server(), '/api/health/live')).status).toBe(200);
  }, 30_000);
});

describe('one storage time budget per request (decision 037)', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let stalled: RunningServer;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket)); // a black hole: accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    stalled = await startServer({
      STORAGE_URL: 's3://atelier',
      S3_ENDPOINT: `http://127.0.0.1:${(silent.address() as { port: number }).port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      S3_REQUEST_TIMEOUT_MS: '3000',
    });
  }, 120_000);
  afterAll(async () => {
    await stalled?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('an upload answers within S3_REQUEST_TIMEOUT_MS: the inline cleanup DELETE does not wait out a second timeout', async () => {
    const token = await signUp(stalled);
    // The first photo also starts the conversion process (a second or two on a loaded machine).
    expect((await send(stalled, '/api/upload', { token, form: await photoForm('gallery', 200) })).status).toBe(503);
    const uploaded = await send(stalled, '/api/upload', { token, form: await photoForm('gallery', 200) });
    expect(uploaded).toMatchObject({ status: 503, code: 'storage_unavailable', retryAfter: '10' });
    // 3 s of storage budget plus the conversion and the request; two timeouts would be ≥ 6 s, and
    // that is the line (a loaded machine may spend well over a second on the rest).
    expect(uploaded.ms).toBeLessThan(6000);
  }, 30_000);
});

describe('anonymous upload budget', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR: '2' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses an address past its megapixels for the hour (429, Retry-After); another address is not affected', async () => {
    // Fresh addresses each run: the counters live in the database for the hour.
    const address = () => `10.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(server, '/api/upload', { ip, form: await photoForm('candidature') })).status);
    expect(statuses).toEqual([201, 201, 429]); // 1 MP each, 2 MP per hour
    const refused = await send(server, '/api/upload', { ip, form: await photoForm('candidature') });
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await send(server, '/api/upload', { ip: address(), form: await photoForm('candidature') })).status).toBe(201);
  }, 60_000);
});
