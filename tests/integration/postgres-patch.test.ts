/**
 * The postgres.js patch (patches/postgres+3.4.9.patch, applied by patch-package at `npm ci`;
 * upstream #1208, decisions 006 and 064) is installed, the install refuses what it cannot patch,
 * and the client survives what used to kill the process: a backend terminated inside `sql.begin()`.
 * The driver scenarios need PostgreSQL (DATABASE_URL); the install checks run everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPostgresPatched, MARKER, postgresPatchProblem } from '#scripts/postgres-patch.ts';
import { startTcpProxy } from '../support/tcp-proxy.ts';

const url = process.env.DATABASE_URL;
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the installed postgres.js', () => {
  it('carries the patch (npm ci applies patches/postgres+3.4.9.patch as postinstall)', () => {
    expect(postgresPatchProblem()).toBeNull();
    expect(readFileSync(join(root, 'node_modules/postgres/cjs/src/connection.js'), 'utf8')).toContain(MARKER);
  });
});

describe('the install of the patch (a copy of the app: package.json, patches/, node_modules/postgres)', () => {
  let app: string;
  const places = () => ({ patchesDir: join(app, 'patches'), packageDir: join(app, 'node_modules/postgres') });
  /** Runs a command in the copy as npm would (node_modules/.bin first in PATH). */
  const run = (command: string) => {
    const result = spawnSync(command, {
      cwd: app,
      shell: true,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const postinstall = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.postinstall!;

  beforeAll(() => {
    app = mkdtempSync(join(tmpdir(), 'atelier-pg-patch-'));
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'copy', version: '1.0.0', private: true }));
    cpSync(join(root, 'patches'), join(app, 'patches'), { recursive: true });
    cpSync(join(root, 'node_modules/postgres'), join(app, 'node_modules/postgres'), { recursive: true });
  });
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  it('an unpatched client is refused by the start-up check, naming what to run; postinstall patches it', () => {
    // What `npm ci --ignore-scripts` leaves: the pristine 3.4.9 sources.
    expect(run('patch-package --reverse').status).toBe(0);
    expect(readFileSync(join(app, 'node_modules/postgres/src/index.js'), 'utf8')).not.toContain(MARKER);
    expect(isPostgresPatched(places())).toBe(false);
    expect(postgresPatchProblem(places())).toMatch(/^postgres 3\.4\.9 lacks Atelier's patch .*run `npm ci` with its install scripts/);

    const install = run(postinstall);
    expect(install.output).toContain('postgres@3.4.9');
    expect(install.status).toBe(0);
    expect(postgresPatchProblem(places())).toBeNull();
    // Idempotent: a second run (npm ci again on a kept tree) changes nothing and succeeds.
    expect(run(postinstall).status).toBe(0);
  });

  it('one edit missing is noticed (every line the diff adds is checked, in src/ and cjs/src/)', () => {
    const file = join(app, 'node_modules/postgres/cjs/src/index.js');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^.*\(4\): never outside the transaction.*\n/m, ''));
    expect(postgresPatchProblem(places())).toMatch(/lacks Atelier's patch/);
    writeFileSync(file, text);
    expect(postgresPatchProblem(places())).toBeNull();
  });

  it('another postgres version stops the install (exit 1) and the start', () => {
    const manifest = join(app, 'node_modules/postgres/package.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"version": "3.4.9"', '"version": "3.4.10"'));
    const install = run(postinstall);
    expect(install.output).toMatch(/version mismatch/i);
    expect(install.status).toBe(1);
    expect(postgresPatchProblem(places())).toMatch(/^postgres 3\.4\.10 is installed but patches\/postgres\+3\.4\.9\.patch is for 3\.4\.9/);
  });
});

describe.skipIf(!url)('postgres.js when PostgreSQL drops a connection inside a transaction', () => {
  const table = `patch_test_${randomBytes(4).toString('hex')}`;
  let admin: postgres.Sql;
  const clients: postgres.Sql[] = [];
  const client = (max: number) => {
    const sql = postgres(url!, { max, onnotice: () => {} });
    clients.push(sql);
    return sql;
  };
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  beforeAll(async () => {
    admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create table ${table} (tx int, part int)`);
  });
  afterAll(async () => {
    await admin.unsafe(`drop table if exists ${table}`);
    await Promise.all(clients.map((c) => c.end({ timeout: 1 })));
    await admin.end({ timeout: 1 });
  });

  it('a backend terminated during a query rejects the transaction (CONNECTION_CLOSED), and the pool recovers', async () => {
    const sql = client(2);
    let pid: number | null = null;
    const tx = sql.begin(async (t) => {
      [{ pid }] = (await t`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
      await t`select pg_sleep(5)`;
    });
    await waitFor(() => pid !== null);
    // Handled before the kill: the rejection can come before the admin query's answer.
    const closed = expect(tx).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await admin`select pg_terminate_backend(${pid})`;
    // Before the patch the ROLLBACK postgres.js sends here hit a null socket from a timer, and
    // the uncaught TypeError ended the process (vitest reports it as an unhandled error).
    await closed;
    for (let i = 0; i < 3; i++) expect((await sql`select 1 as x`)[0]!.x).toBe(1);
  });

  it('statements of a transaction whose connection died never run outside it, on the reconnected socket', async () => {
    const sql = client(1);
    let pid: number | null = null;
    let release!: () => void;
    const paused = new Promise<void>((r) => (release = r));
    const tx = sql.begin(async (t) => {
      [{ pid }] = (await t`insert into ${t(table)} values (1, 1) returning pg_backend_pid() as pid`) as unknown as [{ pid: number }];
      await paused; // the caller works on something else meanwhile
      await t`insert into ${t(table)} values (1, 2)`;
    });
    await waitFor(() => pid !== null);
    // Queued behind the transaction: when its connection dies, the pool reconnects for this one.
    const other = sql`select 1 as x`.execute();
    const closed = expect(tx).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    const otherAnswer = other.then((rows) => rows[0]!.x, (error: { code?: string }) => `rejected: ${error.code}`);
    await admin`select pg_terminate_backend(${pid})`;
    await closed;
    expect(await otherAnswer).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 200));
    // Unpatched, the second insert ran on the new connection, outside any transaction, and stayed.
    expect(await admin.unsafe(`select tx, part from ${table}`)).toEqual([]);
  });

  it("the next query on the reconnected connection does not fail with the old backend's error", async () => {
    const sql = client(1);
    const [{ pid }] = (await sql`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
    const slow = sql`select pg_sleep(5)`.execute();
    const failed = expect(slow).rejects.toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    await admin`select pg_terminate_backend(${pid})`;
    await failed;
    expect((await sql`select 2 as x`)[0]!.x).toBe(2);
  });

  it('a query sent between the reset of a connection and its close settles instead of waiting forever', async () => {
    // A proxy resets the connection (as a failover would): the socket emits 'error' (ECONNRESET)
    // before 'close', and a caller retrying at once used to queue on the dying connection for ever.
    const target = new URL(url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      const via = new URL(url!);
      via.host = `127.0.0.1:${proxy.port}`;
      const sql = postgres(via.toString(), { max: 1, onnotice: () => {} });
      clients.push(sql);
      await sql`select 1`;
      const slow = sql`select pg_sleep(5)`.execute();
      await new Promise((r) => setTimeout(r, 100));
      let retry: Promise<unknown> | undefined;
      const failed = slow.then(
        () => 'resolved',
        (error: { code?: string }) => {
          retry = sql`select 2 as x`.execute();
          retry.catch(() => {});
          return error.code;
        },
      );
      proxy.cutAll();
      expect(await failed).toBe('ECONNRESET');
      const outcome = await Promise.race([
        retry!.then(() => 'resolved', () => 'rejected'),
        new Promise((r) => setTimeout(() => r('still waiting after 5 s'), 5000)),
      ]);
      expect(['resolved', 'rejected']).toContain(outcome);
      expect((await sql`select 3 as x`)[0]!.x).toBe(3);
    } finally {
      await proxy.close();
    }
  });

  it('a query failing after some rows does not leave empty slots at the start of the next result', async () => {
    // Upstream #1119/#1181: `rows` was reset only on CommandComplete. Seen under faults as
    // "session not found" (401) and "card not found" (404) for rows that exist.
    const sql = client(1);
    await expect(sql`select 1 / (g - 300) as x from generate_series(1, 1000) g`).rejects.toMatchObject({ code: '22012' });
    const next = await sql`select 42 as answer`;
    expect(next).toHaveLength(1);
    expect(next[0]).toEqual({ answer: 42 });
  });
});
