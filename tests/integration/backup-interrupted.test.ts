/**
 * A backup killed at its worst moment leaves nothing readable behind (decision 052): the test holds
 * the data directory as a running server does (the real lock socket and token) and answers the
 * backup's dump request with half a dump (rows carrying a marker, as password hashes would) and
 * then nothing, so `scripts/backup.ts` is caught with its scratch file half written and the
 * stored files already copied. SIGTERM and SIGINT: the run removes its folder and scratch file.
 * SIGKILL: what stays is encrypted, and the next run sweeps it once a day old. And a restore
 * refuses a planted `data_dir` name and a `../` key before it writes anything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '#server/platform/db/pglite-lock.ts';
import { createHash } from 'node:crypto';

const MARKER = '$argon2id$v=19$m=19456,t=2,p=1$planted-marker';

interface Installation {
  dataDir: string;
  destination: string;
  scratch: string; // the command's $TMPDIR
}

function installation(): Installation {
  const root = mkdtempSync(join(tmpdir(), 'backup-killed-'));
  const paths = { dataDir: join(root, 'data'), destination: join(root, 'backups'), scratch: join(root, 'tmp') };
  for (const dir of Object.values(paths)) mkdirSync(dir);
  mkdirSync(join(paths.dataDir, 'pglite')); // the embedded database's folder, held by the "server" below
  // A stored file, copied before the dump: the unfinished folder exists when the dump is cut.
  mkdirSync(join(paths.dataDir, 'uploads/actions/u1'), { recursive: true });
  writeFileSync(join(paths.dataDir, 'uploads/actions/u1/photo.webp'), randomBytes(4096));
  return paths;
}

/** Rows of a dump: random text (so gzip has output to write) carrying the marker on every line. */
const dumpLines = (bytes: number) => Array.from({ length: Math.ceil(bytes / 4096) }, () => `${MARKER}\t${randomBytes(2000).toString('hex')}\n`).join('');

/** Holds `dataDir` as its server would; `complete` decides whether the dump ever ends. */
async function holdDatabase(dataDir: string, complete: boolean): Promise<{ release: () => void; asked: Promise<void> }> {
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const release = await lockDataDir(join(dataDir, 'pglite'), (request: string, socket: Socket) => {
    expect(request).toBe('dump-database');
    socket.on('error', () => {});
    socket.write(dumpLines(2 * 1024 * 1024));
    if (complete) socket.end('{"end":true,"tables":0}\n');
    asked();
  });
  return { release, asked: wasAsked };
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function run(script: string, args: string[], paths: Installation, extra: Record<string, string> = {}) {
  // A cron-like environment: only what the command is given.
  const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH!, HOME: paths.scratch, TMPDIR: paths.scratch, DATA_DIR: paths.dataDir, APP_ENV: 'local', LOG_LEVEL: 'warn', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, out })));
  return { child, exit };
}

/** Every file under `dir`, relative. */
const filesUnder = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1)) : []);

/** Waits (no tight deadline: the test's own timeout) until the scratch dump holds `bytes`. */
async function scratchDumpReaches(scratch: string, bytes: number): Promise<string> {
  for (;;) {
    const found = filesUnder(scratch).find((f) => f.endsWith('.sealed'));
    if (found && statSync(join(scratch, found)).size >= bytes) return join(scratch, found);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function backupCaughtMidDump(paths: Installation) {
  const holder = await holdDatabase(paths.dataDir, false);
  const backup = run('backup', ['--to', paths.destination], paths);
  await holder.asked;
  const sealed = await scratchDumpReaches(paths.scratch, 256 * 1024);
  // The worst moment: the stored files are copied, the dump is half in the scratch file.
  expect(filesUnder(paths.destination).some((f) => /^backup-[\d-]+\/files\/actions\/u1\/photo\.webp$/.test(f))).toBe(true);
  expect(filesUnder(paths.destination).some((f) => f.endsWith('manifest.json'))).toBe(false);
  const bytes = readFileSync(sealed);
  expect(bytes.includes('argon2id')).toBe(false); // sealed: no row readable
  expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false); // not even a gzip stream
  return { ...backup, holder };
}

describe('a backup killed half-way (decision 052)', { timeout: 120_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s: the run removes its unfinished folder and its scratch dump, and exits 1', async (signal) => {
    const paths = installation();
    const { child, exit, holder } = await backupCaughtMidDump(paths);
    child.kill(signal);
    const result = await exit;
    holder.release();
    expect(result.code, result.out).toBe(1);
    expect(result.out).toMatch(new RegExp(`backup failed: interrupted \\(${signal}\\); the unfinished backup-[\\d-]+ was removed`));
    expect(filesUnder(paths.destination)).toEqual([]);
    expect(readdirSync(paths.destination)).toEqual([]);
    expect(readdirSync(paths.scratch)).toEqual([]);
  });

  it('SIGKILL: what stays is sealed, and the next run removes it once it is a day old', async () => {
    const paths = installation();
    const { child, exit, holder } = await backupCaughtMidDump(paths);
    child.kill('SIGKILL');
    expect((await exit).signal).toBe('SIGKILL');
    holder.release();
    const [leftFolder] = readdirSync(paths.destination);
    const [leftScratch] = readdirSync(paths.scratch);
    expect(leftFolder).toMatch(/^backup-/);
    expect(leftScratch).toMatch(/^atelier-backup-/);

    // A run the same day leaves them (they could be another run in progress)…
    const sameDay = await holdDatabase(paths.dataDir, true);
    const first = await run('backup', ['--to', paths.destination], paths).exit;
    sameDay.release();
    expect(first.code, first.out).toBe(0);
    expect(JSON.parse(first.out.trim().split('\n').at(-1)!).swept).toEqual([]);
    expect(readdirSync(paths.destination)).toContain(leftFolder);
    expect(readdirSync(paths.scratch)).toEqual([leftScratch]);

    // …a run a day later removes them.
    const dayOld = 'backup-20000101-031500-000';
    renameSync(join(paths.destination, leftFolder!), join(paths.destination, dayOld));
    const longAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    utimesSync(join(paths.scratch, leftScratch!), longAgo, longAgo);
    const nextDay = await holdDatabase(paths.dataDir, true);
    const second = await run('backup', ['--to', paths.destination, '--keep', '5'], paths).exit;
    nextDay.release();
    expect(second.code, second.out).toBe(0);
    const summary = JSON.parse(second.out.trim().split('\n').at(-1)!);
    expect(summary.swept).toEqual([dayOld, join(paths.scratch, leftScratch!)]);
    expect(readdirSync(paths.scratch)).toEqual([]);
    const left = readdirSync(paths.destination).sort();
    expect(left).toHaveLength(2); // the two complete backups
    for (const name of left) expect(existsSync(join(paths.destination, name, 'manifest.json'))).toBe(true);
  });
});

it('refuses to back up a DATA_DIR without a database rather than create an empty one', async () => {
  const paths = installation();
  const elsewhere = join(paths.scratch, 'not-the-instance');
  const result = await run('backup', ['--to', paths.destination], { ...paths, dataDir: elsewhere }).exit;
  expect(result.code, result.out).toBe(1);
  expect(result.out).toContain(`backup failed: no database to back up: DATA_DIR=${elsewhere} holds no embedded database`);
  expect(existsSync(join(elsewhere, 'pglite'))).toBe(false);
  expect(readdirSync(paths.destination)).toEqual([]);
});

describe('a restore checks every name before it writes (decision 052)', { timeout: 120_000 }, () => {
  async function takenBackup(): Promise<{ paths: Installation; folder: string }> {
    const paths = installation();
    const holder = await holdDatabase(paths.dataDir, true);
    const result = await run('backup', ['--to', paths.destination], paths).exit;
    holder.release();
    expect(result.code, result.out).toBe(0);
    return { paths, folder: join(paths.destination, readdirSync(paths.destination)[0]!) };
  }

  /** Adds a part to the backup, with its true size and SHA-256, as someone with write access could. */
  function plant(folder: string, path: string, bytes: Buffer, change: (manifest: any, entry: { path: string; size: number; sha256: string }) => void) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), bytes);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    change(manifest, { path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
  }

  async function restoreInto(folder: string, scratchParent: string) {
    const target = { dataDir: join(scratchParent, 'restored'), destination: '', scratch: scratchParent };
    // A JWT secret in the environment: nothing has a reason to write into the target's DATA_DIR.
    const result = await run('restore', ['--from', folder], target, { JWT_SECRET: 'restore-test-secret-restore-test-secret-0123' }).exit;
    return { ...result, written: filesUnder(target.dataDir) };
  }

  it('a data_dir name other than the known secrets', async () => {
    const { paths, folder } = await takenBackup();
    plant(folder, 'data-dir/pglite.sock.token', Buffer.from('planted'), (manifest, entry) => manifest.data_dir.push(entry));
    const result = await restoreInto(folder, paths.scratch);
    expect(result.code, result.out).toBe(1);
    expect(result.out).toMatch(/data_dir "data-dir\/pglite.sock.token": not one of jwt-secret, contract-signing.p12, contract-signing.pass/);
    expect(result.out).toMatch(/nothing was restored/);
    expect(result.written).toEqual([]);
  });

  it('a ../ storage key', async () => {
    const { paths, folder } = await takenBackup();
    plant(folder, 'files/escaped', Buffer.from('planted'), (manifest, entry) => manifest.files.push({ key: '../escaped', ...entry, path: 'files/../escaped' }));
    const result = await restoreInto(folder, paths.scratch);
    expect(result.code, result.out).toBe(1);
    expect(result.out).toMatch(/file key "..\/escaped": not a storage key/);
    expect(result.written).toEqual([]);
    expect(existsSync(join(paths.scratch, 'restored/escaped'))).toBe(false);
    expect(existsSync(join(paths.scratch, 'escaped'))).toBe(false);
  });
});
