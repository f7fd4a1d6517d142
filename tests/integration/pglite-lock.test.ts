import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseLockedError, lockDataDir } from '../../src/server/db/pglite-lock.ts';

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
    const child = spawn(process.execPath, ['-e', `import('${new URL('../../src/server/db/pglite-lock.ts', import.meta.url).pathname}').then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout!.on('data', (d) => String(d).includes('locked') && resolve()));
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another process/);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL'); // no clean-up: the socket file stays behind
    await exited;
    const release = await lockDataDir(dir);
    release();
  });
});
