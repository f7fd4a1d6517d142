/**
 * `npm start` on a busy port is refused before any work (no build, no migration), with one line
 * naming PORT and no stack trace (issue 37's operator papercut; scripts/refuse-busy-port.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeListenError } from '#scripts/refuse-busy-port.ts';

let holder: Server;
let port: number;
beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', () => resolve()));
  port = (holder.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, APP_ENV: 'local', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'atelier-busy-')), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('a busy port', () => {
  it('is refused before building or migrating, naming PORT, without a stack', async () => {
    const { code, output } = await start({ HOST: '127.0.0.1', PORT: String(port) });
    expect(code).toBe(1);
    expect(output).toContain(`PORT: 127.0.0.1:${port} is already in use`);
    expect(output).not.toMatch(/Building|EADDRINUSE|\bat .*:\d+:\d+/);
  }, 60_000);

  it.each([
    ['EADDRINUSE', /^PORT: .* already in use/],
    ['EACCES', /^PORT: .* privileges/],
    ['EADDRNOTAVAIL', /^HOST: /],
  ])('%s is told in one line', (code, line) => {
    expect(describeListenError(Object.assign(new Error(code), { code }), '10.1.2.3', 80)).toMatch(line);
  });

  it('leaves other errors to their stack', () => {
    expect(describeListenError(new Error('boom'), '127.0.0.1', 4321)).toBeNull();
  });
});
