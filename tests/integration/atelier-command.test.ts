/**
 * `bin/atelier` (decision 052) as cron runs it: an empty environment (`env -i`), the settings in a
 * file no shell could source (`MAIL_FROM=Atelier <…>`), the instance's DATA_DIR under the state
 * directory, and, run as root, the service's user (here `nobody`). tests/production/
 * production-install.sh runs the documented backup line the same way against a production install.
 */
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const wrapper = resolve('bin/atelier');
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

function place() {
  const root = mkdtempSync(join(tmpdir(), 'atelier-command-'));
  chmodSync(root, 0o755); // the service's user walks through it
  const state = join(root, 'state');
  mkdirSync(join(state, '4400'), { recursive: true });
  if (asRoot) chownSync(join(state, '4400'), NOBODY, NOBODY);
  return { root, state, settings: join(root, 'atelier.env') };
}

/** Runs bin/atelier from `/` with nothing in the environment but what cron would give and `extra`. */
function atelier(args: string[], extra: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const env = { SHELL: '/bin/sh', PATH: '/usr/bin:/bin', HOME: '/', LOGNAME: userInfo().username, ...(asRoot ? { ATELIER_USER: 'nobody' } : {}), ...extra };
    const child = spawn('/usr/bin/env', ['-i', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), wrapper, ...args], { cwd: '/', stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', (code) => done({ code, out }));
  });
}

describe('bin/atelier runs a command with the installation settings (decision 052)', { timeout: 120_000 }, () => {
  it('names its commands, and refuses others (exit 2)', async () => {
    const result = await atelier(['start'], {});
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/usage: bin\/atelier backup\|restore\|migrate/);
  });

  it('says which settings file it cannot read', async () => {
    const { settings } = place();
    const result = await atelier(['migrate'], { ATELIER_SETTINGS: settings });
    expect(result.code).toBe(1);
    expect(result.out).toContain(`bin/atelier: cannot read the settings file ${settings}`);
  });

  it('reads the file with Node, not a shell: a bad value in it is named', async () => {
    const { settings } = place();
    writeFileSync(settings, 'MAIL_FROM=Atelier <no-reply@atelier.example>\nLOG_LEVEL=loud\n', { mode: 0o644 });
    const result = await atelier(['backup', '--to', '/nowhere'], { ATELIER_SETTINGS: settings });
    expect(result.code, result.out).toBe(1);
    expect(result.out).toMatch(/^ {2}LOG_LEVEL: /m);
  });

  it('migrates the instance data directory it derives, as the service user', async () => {
    const { state, settings } = place();
    writeFileSync(settings, ['APP_ENV=local', 'MAIL_FROM=Atelier <no-reply@atelier.example>', 'SELLER_ADDRESS=12 rue des Artisans, 75011 Paris', 'LOG_LEVEL=warn', ''].join('\n'), { mode: 0o644 });
    const result = await atelier(['migrate'], { ATELIER_SETTINGS: settings, ATELIER_STATE_DIR: state, ATELIER_INSTANCE: '4400' });
    expect(result.code, result.out).toBe(0);
    const database = join(state, '4400', 'pglite');
    expect(existsSync(database)).toBe(true);
    if (asRoot) expect(statSync(database).uid).toBe(NOBODY);
  });
});
