/**
 * Landing bakes across processes, on PostgreSQL (PGlite allows one process per data directory,
 * so these are skipped without DATABASE_URL, like the two-process reminder test):
 * - a sync killed in the middle of its writes leaves every page as it was (old bytes, old baked_at);
 * - two syncs started at once bake each theme once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'atelier-landing-processes-'));

import { spawn, type ChildProcess } from 'node:child_process';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { cloneTheme, copyThemes, editFile } from '../support/themes-dir.ts';
import { syncLandings } from '#server/site/landings/sync-landings.ts';
import { env } from '#src/env.ts';

let scratch: ScratchDatabase | undefined;
afterEach(async () => {
  await scratch?.close();
  scratch = undefined;
});

function runSync(url: string, dir: string): { child: ChildProcess; done: Promise<{ code: number | null; signal: string | null; out: string }> } {
  const child = spawn(process.execPath, ['scripts/landings-sync.ts'], {
    env: { ...process.env, DATABASE_URL: url, LANDING_THEMES_DIR: dir, PUBLIC_URL: env().PUBLIC_URL, DATA_DIR: mkdtempSync(join(tmpdir(), 'atelier-sync-child-')), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const done = new Promise<{ code: number | null; signal: string | null; out: string }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out })));
  return { child, done };
}

async function poll<T>(read: () => Promise<T>, until: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (until(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(process.env.DATABASE_URL)('landing bakes across processes (PostgreSQL)', () => {
  it('a sync killed mid-bake leaves every page as it was; the next sync completes it', async () => {
    scratch = await scratchDatabase();
    const dir = copyThemes();
    for (let i = 0; i < 6; i++) cloneTheme(dir, 'ceramistes', `atelier-${i}`);
    await syncLandings(scratch.db, { dir });
    const sql = postgres(scratch.url!, { max: 3, onnotice: () => {} });
    const pages = () => sql<{ slug: string; fr: string; en: string; fragment: string; baked_at: Date; shared: string }[]>`select slug, html_baked as fr, html_baked_en as en, html_content as fragment, baked_at, baked_shared_fingerprint as shared from landing_themes order by slug`;
    const before = await pages();
    expect(before).toHaveLength(10);

    // Every page must change (a shared part), and one row in the middle of the write order is
    // locked by us: the sync writes the themes before it, then waits on it, uncommitted.
    editFile(dir, '_shared/landing.css', (t) => `${t}\n.lp-after-kill{color:inherit}`);
    const locker = await sql.reserve();
    await locker`begin`;
    await locker`select 1 from landing_themes where slug = 'bijoutiers' for update`; // after the six atelier-* in write order
    const { child, done } = runSync(scratch.url!, dir);
    try {
      const waiting = await poll(
        () => sql<{ query: string }[]>`select query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update%landing_themes%'`,
        (rows) => rows.length > 0,
        'the sync to block on the locked row',
      );
      expect(waiting[0]!.query).toMatch(/^update "landing_themes"/i);
      // Meanwhile readers see the old pages, whole.
      expect(await pages()).toEqual(before);
      child.kill('SIGKILL');
      const exit = await done;
      expect(exit.signal).toBe('SIGKILL');
    } finally {
      await locker`rollback`;
      locker.release();
    }
    const afterKill = await pages();
    expect(afterKill).toEqual(before);
    for (const page of afterKill) {
      expect(page.fr.trimEnd().endsWith('</html>')).toBe(true);
      expect(page.fr).not.toContain('lp-after-kill');
    }

    const rerun = await runSync(scratch.url!, dir).done;
    expect(rerun.code, rerun.out).toBe(0);
    const after = await pages();
    for (const page of after) {
      expect(page.fr).toContain('.lp-after-kill');
      expect(page.en).toContain('.lp-after-kill');
      expect(page.fr.trimEnd().endsWith('</html>')).toBe(true);
      expect(page.baked_at.getTime()).toBeGreaterThan(before[0]!.baked_at.getTime());
    }
    expect(new Set(after.map((p) => p.shared)).size).toBe(1);
    await sql.end({ timeout: 5 });
  });

  it('two syncs started at once bake each theme once', async () => {
    scratch = await scratchDatabase();
    const dir = copyThemes();
    for (let i = 0; i < 8; i++) cloneTheme(dir, 'maroquiniers', `cuir-${i}`);
    const [a, b] = await Promise.all([runSync(scratch.url!, dir).done, runSync(scratch.url!, dir).done]);
    expect(a.code, a.out).toBe(0);
    expect(b.code, b.out).toBe(0);
    const baked = [a.out, b.out].flatMap((out) => [...out.matchAll(/^ {2}([a-z0-9-]+): [^;]+; baked/gm)].map((m) => m[1]!)).sort();
    console.log('two syncs at once:\n' + a.out + '\n' + b.out);
    expect(baked).toHaveLength(12);
    expect(new Set(baked).size).toBe(12);
  });
});
