/**
 * PGlite does not lock its data directory: a second process (e.g. `npm run reminders` while the
 * server runs) would open it and diverge from the first, corrupting it. Each process that opens a
 * data directory listens on a local socket named after it; a second process finds the socket
 * answering and fails with a clear error. The kernel closes the socket when its process dies,
 * so a crash never leaves a lock behind (unlike a pid file, which also suffers from pid reuse).
 */
import { createServer, connect, type Server } from 'node:net';
import { createHash } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export class DatabaseLockedError extends Error {
  readonly code = 'database_locked';
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process. PGlite allows one process per data directory: ` +
        'stop that process, use PostgreSQL (DATABASE_URL), or let the server run the job (REMINDERS_CRON).',
    );
  }
}

function socketPath(dir: string): string {
  const hash = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 20);
  return process.platform === 'win32' ? `\\\\?\\pipe\\atelier-pglite-${hash}` : join(tmpdir(), `atelier-pglite-${hash}.sock`);
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
}

function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Takes the lock of `dir` for this process; resolves to the release function. */
export async function lockDataDir(dir: string): Promise<() => void> {
  const path = socketPath(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = createServer((socket) => socket.destroy());
    try {
      await listen(server, path);
      server.unref();
      return () => server.close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (await answers(path)) throw new DatabaseLockedError(dir);
      try {
        unlinkSync(path); // left by a process that is gone
      } catch {
        // removed by another process first
      }
    }
  }
  throw new DatabaseLockedError(dir);
}
