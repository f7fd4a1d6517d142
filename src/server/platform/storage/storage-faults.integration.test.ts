/**
 * Storage that fails fast and clearly: an S3-compatible store that accepts connections
 * but never answers, one that refuses them, and a local disk that errors all give 503
 * `storage_unavailable` with Retry-After within the configured time, never a hang or a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../http/errors.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalDiskStorage, type FileStorage } from './storage.ts';
import { checkStorage, forgetStorageProbe, STORAGE_PROBE_TIMEOUT_MS } from '../ops/check-storage.ts';

/** A TCP server that accepts every connection and never writes a byte. */
let silent: Server;
const sockets: Socket[] = [];
let silentPort = 0;
/** A port where nothing listens (a server was there and is closed). */
let refusedPort = 0;
const dir = mkdtempSync(join(tmpdir(), 'atelier-storage-faults-'));

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  refusedPort = (closed.address() as { port: number }).port;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function s3(port: number): S3Storage {
  return new S3Storage({
    bucket: 'atelier',
    prefix: '',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'x',
    secretAccessKey: 'y',
    forcePathStyle: true,
    connectTimeoutMs: 300,
    requestTimeoutMs: 1000,
    maxAttempts: 2,
  });
}

async function failure(operation: Promise<unknown>): Promise<{ code: string; retryAfter: string | undefined; ms: number }> {
  const started = Date.now();
  const error = await operation.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, retryAfter: (error as AppError).headers['retry-after'], ms: Date.now() - started };
}

describe('S3Storage failing fast', () => {
  it.each([
    ['accepts connections but never answers', () => silentPort],
    ['refuses connections', () => refusedPort],
  ])('a store that %s → storage_unavailable within the request time', async (_name, port) => {
    const storage = s3(port());
    try {
      for (const operation of [() => storage.put('a/b.webp', Buffer.from('x')), () => storage.get('a/b.webp'), () => storage.stat('a/b.webp'), () => storage.delete('a/b.webp'), () => storage.probe()]) {
        const result = await failure(operation());
        expect(result.code).toBe('storage_unavailable');
        expect(result.retryAfter).toBe('10');
        expect(result.ms).toBeLessThan(3000);
      }
    } finally {
      storage.close();
    }
  }, 30_000);
});

describe('LocalDiskStorage failing clearly', () => {
  it('a disk error (the root is a file) → storage_unavailable for every operation', async () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    const storage = new LocalDiskStorage(join(file, 'uploads'));
    for (const operation of [() => storage.put('a/b.webp', Buffer.from('x')), () => storage.stat('a/b.webp'), () => storage.probe()]) {
      expect((await failure(operation())).code).toBe('storage_unavailable');
    }
  });

  it('a missing object is still null, not an error', async () => {
    const storage = new LocalDiskStorage(join(dir, 'ok'));
    expect(await storage.stat('a/missing.webp')).toBeNull();
    await storage.probe();
  });
});

describe('checkStorage (readiness)', () => {
  it('reports a silent store within the probe deadline, then answers from its cache', async () => {
    const storage: FileStorage = s3(silentPort);
    forgetStorageProbe();
    const first = await failure(checkStorage(storage));
    expect(first.code).toBe('storage_unavailable');
    expect(first.ms).toBeLessThan(STORAGE_PROBE_TIMEOUT_MS + 1500);
    const cached = await failure(checkStorage(storage));
    expect(cached.ms).toBeLessThan(50);
    (storage as S3Storage).close();
  }, 15_000);

  it('reports a healthy local storage as ready', async () => {
    forgetStorageProbe();
    expect(await checkStorage(new LocalDiskStorage(join(dir, 'ready')))).toEqual({ kind: 'local' });
  });
});
