/**
 * The restore drill (decision 040), on the embedded database and on PostgreSQL: a server is filled
 * (members with invoices and a credit note, a sealed contract, uploads), backed up while it runs
 * with `npm run backup`, restored with `npm run restore` into a fresh database and file store, and
 * a server started on the restored data must serve every invoice, credit note, contract and upload
 * byte-identical, still verify the contract, and accept the sessions of before. The PostgreSQL
 * run keeps its files and its backup in an S3-compatible store. Also: a damaged backup and a
 * non-empty target are refused without a write.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { createScratchPostgres } from '../support/scratch-db.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { applicationBody } from '../support/applications.ts';
import { sampleAnswers } from '../support/collaboration.ts';
import { multipart, pdf, photo } from '../support/file-fixtures.ts';

let ipCounter = 0;
async function call(server: RunningServer, path: string, init: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: Uint8Array; contentType?: string; method?: string } = {}) {
  ipCounter += 1;
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined && init.raw === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': init.contentType ?? 'application/json',
      'x-forwarded-for': `10.77.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.raw ? (init.raw as Uint8Array<ArrayBuffer>) : init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: any = null;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    // a PDF or a photo
  }
  return { status: res.status, body, bytes };
}

/** Runs an npm script's file the way an operator would, with `env` as the installation's settings. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  const { DATABASE_URL: _db, JWT_SECRET: _secret, ...inherited } = process.env as Record<string, string>;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], { env: { ...inherited, APP_ENV: 'local', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000); // a hung command fails the drill with its output
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, out });
    });
  });
}

/** Starts a server on the given installation (without DATABASE_URL: the embedded database in its DATA_DIR). */
async function serverOn(installation: Record<string, string>): Promise<RunningServer> {
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL; // startServer passes the test process's settings on
  try {
    return await startServer(installation);
  } finally {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  }
}

interface Filled {
  admin: string;
  member: string;
  requester: string;
  matchId: string;
  invoices: string[];
  creditNotes: string[];
  uploads: { url: string; token: string }[];
}

async function fill(server: RunningServer): Promise<Filled> {
  const signup = async (body: Record<string, unknown> = {}) => (await call(server, '/auth/dev-signup', { body })).body.token as string;
  const admin = await signup({ role: 'admin' });
  const invoices: string[] = [];
  let member = '';
  for (let i = 0; i < 2; i++) {
    const applied = await call(server, '/api/candidatures', { body: applicationBody({ email: `drill-${randomUUID().slice(0, 12)}@test.atelier.local` }) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const paid = await call(server, '/api/payment/confirm', { token: applied.body.token, body: { candidature_id: applied.body.id, payment_reference: `test_drill_${applied.body.id}` } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    invoices.push(paid.body.invoice_number);
    member = applied.body.token;
  }
  const refund = await call(server, `/api/invoices/${invoices[0]}/refunds`, { token: admin, body: { amount_cents: 5_000 }, headers: { 'idempotency-key': randomUUID() } });
  expect(refund.status, JSON.stringify(refund.body)).toBe(201);

  const [requester, partner] = [await signup({ first_name: 'Camille' }), await signup({ first_name: 'Hugo' })];
  const request = await call(server, '/api/collaboration-requests', { token: requester, body: { title: 'Collection vaisselle grès et bois', description: 'Je cherche un ébéniste pour des planches assorties.' } });
  const reply = await call(server, '/api/collaboration-replies', { token: partner, body: { request_id: request.body.id, message: 'Partant, je travaille le noyer.' } });
  const match = await call(server, '/api/collaboration-matches', { token: requester, body: { reply_id: reply.body.id } });
  const matchId = match.body.id as string;
  let locked: any;
  for (const token of [requester, partner]) locked = await call(server, '/api/collaboration-contract', { method: 'PUT', token, body: { match_id: matchId, answers: sampleAnswers() } });
  expect(locked.body.finalized, JSON.stringify(locked.body)).toBe(true);
  const names = locked.body.parties;
  await call(server, '/api/collaboration-contract/sign', { token: requester, body: { match_id: matchId, full_name: names.demandeur.name, accept: true } });
  const sealed = await call(server, '/api/collaboration-contract/sign', { token: partner, body: { match_id: matchId, full_name: names.partenaire.name, accept: true } });
  expect(sealed.body.sealed, JSON.stringify(sealed.body)).toBe(true);

  const uploads: { url: string; token: string }[] = [];
  const sendFile = async (token: string, fields: Record<string, string>, data: Buffer, filename: string) => {
    const { body, contentType } = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, data }]);
    const res = await call(server, '/api/upload', { token, raw: new Uint8Array(body), contentType });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    uploads.push({ url: res.body.url, token });
  };
  await sendFile(member, { type: 'gallery' }, await photo('jpeg'), 'atelier.jpg');
  await sendFile(member, { type: 'action_document', card_id: 'recit-atelier' }, pdf({ text: 'Mon récit' }), 'recit.pdf');
  await sendFile(requester, { type: 'gallery' }, await photo('png', 320, 240), 'planche.png');

  const creditNotes = (await call(server, '/api/credit-notes?all=1', { token: admin })).body.map((n: { number: string }) => n.number);
  expect(creditNotes).toHaveLength(1);
  return { admin, member, requester, matchId, invoices, creditNotes, uploads };
}

/** Everything a member or the accountant may download again, as bytes, keyed by what it is. */
async function documents(server: RunningServer, filled: Filled): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const get = async (name: string, path: string, token: string) => {
    const res = await call(server, path, { token });
    expect(res.status, `${name}: ${res.bytes.toString('utf8', 0, 200)}`).toBe(200);
    found.set(name, res.bytes);
  };
  const invoices = (await call(server, '/api/invoices?all=1', { token: filled.admin })).body.map((i: { number: string }) => i.number).sort();
  expect(invoices).toEqual([...filled.invoices].sort());
  for (const number of invoices) await get(`invoice ${number}`, `/api/invoices/${number}/pdf`, filled.admin);
  for (const number of filled.creditNotes) await get(`credit note ${number}`, `/api/credit-notes/${number}/pdf`, filled.admin);
  await get('contract', `/api/collaboration-contract/pdf?match_id=${filled.matchId}`, filled.requester);
  for (const upload of filled.uploads) await get(`upload ${upload.url}`, upload.url, upload.token);
  return found;
}

async function drill(source: Record<string, string>, target: Record<string, string>, backupTo: string) {
  const before = await serverOn(source);
  let after: RunningServer | undefined;
  try {
    const filled = await fill(before);
    const original = await documents(before, filled);
    // Every document is stored bytes (invoices and credit notes too: decision 036): a second
    // download is identical, and so must be what the restored server serves.
    const second = await documents(before, filled);
    for (const [name, bytes] of original) expect(second.get(name)!.equals(bytes), `${name} differs between two downloads`).toBe(true);

    const backup = await runScript('backup', ['--to', backupTo], source); // the source server keeps running
    expect(backup.code, backup.out).toBe(0);
    const restore = await runScript('restore', ['--from', backupTo], target);
    expect(restore.code, restore.out).toBe(0);
    const restoredSummary = JSON.parse(restore.out.trim().split('\n').at(-1)!);
    expect(restoredSummary).toMatchObject({ restored: true, tables: expect.any(Number), files: expect.any(Number) });

    after = await serverOn(target);
    const restored = await documents(after, filled); // the sessions of before are valid: the tokens still work
    expect([...restored.keys()]).toEqual([...original.keys()]);
    for (const [name, bytes] of original) expect(restored.get(name)!.equals(bytes), `${name} differs after the restore`).toBe(true);
    const verified = await call(after, '/api/contract-verifications', { raw: new Uint8Array(original.get('contract')!), contentType: 'application/pdf' });
    expect(verified.body).toMatchObject({ match: true, reason: 'identical' });

    // Restoring again over what is now there is refused without --force.
    await after.stop();
    const again = await runScript('restore', ['--from', backupTo], target);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already hold\(s\) data.*--force/);
    if (target.DATABASE_URL) {
      // …and done with it: the schema dropped and loaded again (quick on PostgreSQL, so checked there).
      const forced = await runScript('restore', ['--from', backupTo, '--force'], target);
      expect(forced.code, forced.out).toBe(0);
      expect(JSON.parse(forced.out.trim().split('\n').at(-1)!)).toMatchObject({ restored: true, tables: restoredSummary.tables, files: restoredSummary.files });
    }
  } finally {
    await Promise.all([before.stop(), after?.stop()]);
  }
}

describe('restore drill', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `atelier-drill-${label}-`));

  it('embedded database and local files: back up while serving, restore into a fresh DATA_DIR, same documents', { timeout: 240_000 }, async () => {
    const backups = tempDir('backups');
    const source = { DATA_DIR: tempDir('source') };
    await drill(source, { DATA_DIR: tempDir('target') }, backups);

    // A backup that no longer matches its manifest is refused before anything is written.
    const [name] = readdirSync(backups);
    const damaged = tempDir('damaged');
    cpSync(join(backups, name!), damaged, { recursive: true });
    const [gallery] = readdirSync(join(damaged, 'files/gallery'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    writeFileSync(join(gallery!.parentPath, gallery!.name), 'not the photo');
    const fresh = tempDir('fresh');
    const refused = await runScript('restore', ['--from', damaged], { DATA_DIR: fresh });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/does not match its manifest; nothing was restored:\n {2}files\/gallery\/.*: 13 bytes/);
    expect(readdirSync(fresh).filter((entry) => entry === 'pglite' || entry === 'uploads')).toEqual([]);

    // With the server stopped the command opens the database itself; --keep 1 then removes the first backup.
    const second = await runScript('backup', ['--to', backups, '--keep', '1'], source);
    expect(second.code, second.out).toBe(0);
    const summary = JSON.parse(second.out.trim().split('\n').at(-1)!);
    expect(summary.pruned).toEqual([name]);
    expect(readdirSync(backups)).toEqual([summary.name]);
  });

  it.runIf(process.env.DATABASE_URL)('PostgreSQL and an S3 store: the same, with the backup in the bucket', { timeout: 240_000 }, async () => {
    const s3: LocalS3 = await startLocalS3('atelier-drill');
    const [from, to] = [await createScratchPostgres(), await createScratchPostgres()];
    cleanups.push(s3.close, from.drop, to.drop);
    const store = (prefix: string) => ({ ...s3.env, STORAGE_URL: `s3://${s3.bucket}/${prefix}` });
    await drill(
      { ...store('source'), DATABASE_URL: from.url, DATA_DIR: tempDir('pg-source') },
      { ...store('restored'), DATABASE_URL: to.url, DATA_DIR: tempDir('pg-target') },
      `s3://${s3.bucket}/backups`,
    );
  });
});
