/**
 * PGlite does not lock its data directory: a second process (e.g. `npm run reminders` while the
 * server runs) would open it and diverge from the first, corrupting it. Each process that opens a
 * data directory listens on a local socket named after it; a second process finds the socket
 * answering and fails with a clear error. The kernel closes the socket when its process dies,
 * so a crash never leaves a lock behind (unlike a pid file, which also suffers from pid reuse).
 *
 * The socket lives beside the data directory (`$DATA_DIR/pglite.sock`, owner-only) when its path is
 * short enough for a socket, so a process manager's private /tmp cannot hide it from a command run
 * outside the service. It also carries requests to the holder (`npm run backup` asks it for a dump
 * of the database it holds: decision 040), each proven by a token only the data directory's owner
 * can read (`pglite.sock.token`).
 */
import { createServer, connect, type Server } from 'node:net';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
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

/** A request from another process of ours (the first line it sent, after the token), answered on `socket`. */
export type LockRequestHandler = (request: string, socket: Socket) => void;

/** Unix socket paths are limited to about 107 bytes. */
const SOCKET_PATH_BYTES = 100;

/** Always in the data directory's parent (`$DATA_DIR`), readable by its owner only. */
const tokenPath = (dir: string): string => `${resolve(dir)}.sock.token`;

export function socketPath(dir: string): string {
  const beside = `${resolve(dir)}.sock`;
  if (process.platform !== 'win32' && Buffer.byteLength(beside) <= SOCKET_PATH_BYTES) return beside;
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
export async function lockDataDir(dir: string, onRequest?: LockRequestHandler): Promise<() => void> {
  const path = socketPath(dir);
  const token = randomBytes(32).toString('hex');
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = createServer((socket) => (onRequest ? readRequest(socket, token, onRequest) : socket.destroy()));
    try {
      await listen(server, path);
      server.unref();
      if (process.platform !== 'win32') chmodSync(path, 0o600);
      if (onRequest) {
        rmSync(tokenPath(dir), { force: true });
        writeFileSync(tokenPath(dir), token, { mode: 0o600, flag: 'wx' });
      }
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

/** The first line must be `<token> <request>`; anything else is dropped without an answer. */
function readRequest(socket: Socket, token: string, onRequest: LockRequestHandler): void {
  let received = '';
  socket.setTimeout(5000, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  const onData = (chunk: Buffer) => {
    received += chunk.toString('latin1');
    const end = received.indexOf('\n');
    if (end === -1) {
      if (received.length > 1024) socket.destroy();
      return;
    }
    socket.off('data', onData);
    socket.setTimeout(0);
    const [given, ...words] = received.slice(0, end).split(' ');
    const expected = Buffer.from(token);
    const proof = Buffer.from(given ?? '');
    if (proof.length !== expected.length || !timingSafeEqual(proof, expected)) return void socket.destroy();
    onRequest(words.join(' '), socket);
  };
  socket.on('data', onData);
}

/** Sends `request` to the process holding `dir` and returns the socket its answer comes on. */
export async function requestHolder(dir: string, request: string, readToken: (file: string) => string): Promise<Socket> {
  const path = socketPath(dir);
  const token = readToken(tokenPath(dir));
  const socket = connect(path);
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('error', fail);
  });
  socket.write(`${token} ${request}\n`);
  return socket;
}
