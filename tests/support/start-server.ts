/**
 * Starts the real built server (`node scripts/start.ts`) on a free port with its own DATA_DIR.
 * On PostgreSQL (DATABASE_URL set) servers share the database: tests create their own users.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Settings of this environment the server must not see (the visual tests' own PGlite drops DATABASE_URL). */
  unset?: string[];
  /** Node flags for the server process (the visual tests' fixed clock: `--import …`). */
  nodeArgs?: string[];
  /** How long to wait for /api/health (120 s by default: a loaded 2-core machine starts PGlite slowly). */
  startTimeoutMs?: number;
}

export async function startServer(extraEnv: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  // The port is free when picked but only listened on after migrations and seeds (seconds): an
  // outgoing connection or another lane's server can take it meanwhile. The server then exits
  // naming the busy PORT, and a new port is tried; no other server can pass for this one, since
  // it is ready only once its own output says so.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(await freePort(), extraEnv, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startServerOn(port: number, extraEnv: Record<string, string>, options: StartOptions): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-test-'));
  // The server makes its own secret, as a real start would (unless the test passes one).
  const { JWT_SECRET: _inherited, ...inherited } = process.env as Record<string, string>;
  const env: Record<string, string> = {
    ...inherited,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_ENV: 'local',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // No test reaches the real VIES: a closed local port unless the test names its fake (decision 049).
    VIES_URL: 'http://127.0.0.1:9/check-vat-number',
    ...extraEnv,
  };
  for (const key of options.unset ?? []) delete env[key];
  delete env.NODE_ENV;
  delete env.VITEST;
  for (const key of Object.keys(env)) if (key.startsWith('VITEST_')) delete env[key];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  const ready = `ready on ${baseUrl} `;
  for (;;) {
    if (child.exitCode !== null) {
      if (!('PORT' in extraEnv) && output.includes(`PORT: 127.0.0.1:${port} is already in use`)) throw new PortTaken(output);
      throw new Error(`server exited (${child.exitCode}):\n${output}`);
    }
    try {
      if (output.includes(ready) && (await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${(options.startTimeoutMs ?? 120_000) / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
