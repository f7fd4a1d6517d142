/**
 * Clean stops (decision 037) against a real server and a real SIGTERM: a data export being
 * written when the server is told to stop is aborted, its partial archive (personal data) is
 * removed, and the export is taken up again at once by the next start; erasure removes the
 * export's whole folder, unfinished writes included.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverCall, type ServerCallInit } from '../support/server-call.ts';
import { multipart, pdf } from '../support/file-fixtures.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

const call = (server: RunningServer, path: string, init: ServerCallInit = {}) => serverCall(server, path, { ip: '10.37.0.1', ...init });

const partsUnder = (dir: string): string[] =>
  existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.part')) : [];

const exited = (server: RunningServer) => new Promise<number | null>((resolve) => (server.process.exitCode !== null ? resolve(server.process.exitCode) : server.process.once('exit', (code) => resolve(code))));

describe('a stop during a data export', () => {
  const secret = randomBytes(32).toString('hex');
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('aborts the export, removes its partial archive, and the next start takes it up at once; erasure removes its folder', async () => {
    const first = await startServer({ JWT_SECRET: secret, LOG_LEVEL: 'info', LOG_REQUESTS: 'false' });
    servers.push(first);
    const email = `stops-${randomBytes(5).toString('hex')}@test.atelier.local`;
    const signup = await call(first, '/auth/dev-signup', { json: { email, password: 'clean-stop-password', role: 'client_premium' } });
    expect(signup.status, signup.text).toBe(200);
    const token = signup.body.token as string;
    const cards = await call(first, '/api/cards', { token });
    const cardId = (cards.body as { id: string }[])[0]!.id;
    // About 100 MB of documents: the archive takes a moment to write.
    const document = pdf({ padTo: 24 * 1024 * 1024 });
    for (let i = 0; i < 4; i++) {
      const sent = await call(first, '/api/upload', {
        token,
        form: multipart([{ name: 'type', value: 'action_document' }, { name: 'card_id', value: cardId }, { name: 'file', filename: `dossier-${i}.pdf`, data: document }]),
      });
      expect(sent.status, sent.text).toBe(201);
    }

    const asked = await call(first, '/api/my-data/export', { token, json: {} });
    expect(asked.status, asked.text).toBe(202);
    const exportId = asked.body.export.id as string;
    const folder = join(first.dataDir, 'uploads', 'exports', exportId);
    // Stop the server while the archive is being written.
    const deadline = Date.now() + 20_000;
    while (partsUnder(folder).length === 0) {
      if (Date.now() > deadline) throw new Error('the export never started writing');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const stopped = exited(first);
    first.process.kill('SIGTERM');
    expect(await stopped).toBe(0);
    expect(partsUnder(join(first.dataDir, 'uploads')), first.output()).toEqual([]);

    // The same data (PGlite lives in DATA_DIR; on PostgreSQL the database is shared): taken up at once.
    const second = await startServer({ JWT_SECRET: secret, DATA_DIR: first.dataDir });
    servers.push(second);
    const readyBy = Date.now() + 40_000;
    let status = '';
    while (status !== 'prete') {
      if (Date.now() > readyBy) throw new Error(`the export was not taken up again (status ${status})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await call(second, '/api/my-data/export', { token })).body.export?.status ?? '';
    }

    // A crash's leftover in the export's folder (beside the archive, when this instance built it):
    // erasure removes the whole folder.
    const exportFolder = join(first.dataDir, 'uploads', 'exports', exportId); // second.dataDir is unused: DATA_DIR is first's
    mkdirSync(exportFolder, { recursive: true });
    writeFileSync(join(exportFolder, `leftover.zip.${randomBytes(6).toString('hex')}.part`), 'profil du membre');
    const erased = await call(second, '/api/my-data/erase', { token, json: { password: 'clean-stop-password' } });
    expect(erased.status, erased.text).toBe(200);
    expect(existsSync(exportFolder), second.output()).toBe(false);
  }, 180_000);
});
