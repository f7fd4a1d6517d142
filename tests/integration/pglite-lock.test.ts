import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseLockedError, lockDataDir, requestHolder, socketPath } from '#server/platform/db/pglite-lock.ts';

describe('lockDataDir', () => {
  it('refuses a second holder while the first holds it, and frees it on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DatabaseLockedError);
    release();
    await new Promise((r) => setTimeout(r, 50));
    const again = await lockDataDir(dir);
    again();
  });

  it('sees a lock held by another process, and takes it over once that process is killed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
    const child = spawn(process.execPath, ['-e', `import('${new URL('../../src/server/platform/db/pglite-lock.ts', import.meta.url).pathname}').then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout!.on('data', (d) => String(d).includes('locked') && resolve()));
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another process/);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL'); // no clean-up: the socket file stays behind
    await exited;
    const release = await lockDataDir(dir);
    release();
  });

  it('answers requests proven by the token in DATA_DIR, from an owner-only socket beside the data directory', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lock-test-')), 'pglite');
    const release = await lockDataDir(dir, (request, socket) => socket.end(`you asked: ${request}`));
    expect(socketPath(dir)).toBe(`${dir}.sock`);
    expect(statSync(`${dir}.sock`).mode & 0o777).toBe(0o600);
    expect(statSync(`${dir}.sock.token`).mode & 0o777).toBe(0o600);
    const answer = async (socket: import('node:net').Socket) => {
      let text = '';
      for await (const chunk of socket) text += chunk;
      return text;
    };
    expect(await answer(await requestHolder(dir, 'dump-database', (file) => readFileSync(file, 'utf8')))).toBe('you asked: dump-database');
    // Without the token (another user cannot read it), the holder hangs up without a word.
    expect(await answer(await requestHolder(dir, 'dump-database', () => 'f'.repeat(64)))).toBe('');
    const bare = connect(`${dir}.sock`);
    bare.end('dump-database\n');
    expect(await answer(bare)).toBe('');
    release();
  });
});
