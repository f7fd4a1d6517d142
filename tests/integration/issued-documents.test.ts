/**
 * Issued documents' files (decision 036) on a real database and a real disk: rendered once even
 * when several first uses race, the row immutable, the same bytes every time, and bytes that fail
 * their hash or a missing file refused with 503 document_unavailable (never rendered again).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { issuedDocuments } from '#db/schema.ts';
import { LocalDiskStorage } from '#server/platform/storage/storage.ts';
import { issuedDocumentBytes } from '#server/money/invoices/issued-documents.ts';
import type { Database } from '#server/platform/db/client.ts';
import { closeDatabase, testDb } from '../support/test-db.ts';

let db: Database;
const root = mkdtempSync(join(tmpdir(), 'issued-'));
const storage = new LocalDiskStorage(root);

beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await closeDatabase();
  await rm(root, { recursive: true, force: true });
});

function document() {
  let renders = 0;
  const id = randomUUID();
  const ref = {
    kind: 'invoice' as const,
    id,
    number: `F-2099-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    // A different rendering each time, as pdfkit's would be.
    render: async () => Buffer.from(`%PDF-1.7 ${id} rendering ${++renders} ${randomUUID()}`),
  };
  return { ref, renders: () => renders };
}

const filesOf = async (number: string) => (await readdir(join(root, 'issued', 'invoice')).catch(() => [] as string[])).filter((f) => f.startsWith(number.toLowerCase()));

describe('issued documents', () => {
  it('renders once, then serves the stored bytes; racing first uses keep one file', async () => {
    const doc = document();
    const firsts = await Promise.all(Array.from({ length: 4 }, () => issuedDocumentBytes(db, doc.ref, storage)));
    for (const bytes of firsts) expect(bytes).toEqual(firsts[0]);
    expect(await issuedDocumentBytes(db, doc.ref, storage)).toEqual(firsts[0]);
    const rendersAfterRace = doc.renders();
    await issuedDocumentBytes(db, doc.ref, storage);
    expect(doc.renders()).toBe(rendersAfterRace);
    expect(await filesOf(doc.ref.number)).toHaveLength(1);
    const rows = await db.select().from(issuedDocuments).where(eq(issuedDocuments.documentId, doc.ref.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.size).toBe(firsts[0]!.byteLength);
  });

  it('refuses bytes that fail their hash and a missing file (503 document_unavailable), never rendering again', async () => {
    const doc = document();
    const bytes = await issuedDocumentBytes(db, doc.ref, storage);
    const [file] = await filesOf(doc.ref.number);
    await writeFile(join(root, 'issued', 'invoice', file!), Buffer.concat([bytes, Buffer.from(' ')]));
    await expect(issuedDocumentBytes(db, doc.ref, storage)).rejects.toMatchObject({ code: 'document_unavailable', status: 503 });
    await rm(join(root, 'issued', 'invoice', file!));
    await expect(issuedDocumentBytes(db, doc.ref, storage)).rejects.toMatchObject({ code: 'document_unavailable', status: 503 });
    expect(doc.renders()).toBe(1);
  });

  it('a stored row cannot be changed or deleted', async () => {
    const doc = document();
    await issuedDocumentBytes(db, doc.ref, storage);
    const refusal = (error: unknown) => /cannot be changed or deleted/.test(String((error as { cause?: Error }).cause?.message ?? error));
    await expect(db.execute(sql`update issued_documents set sha256 = ${'0'.repeat(64)} where document_id = ${doc.ref.id}`)).rejects.toSatisfy(refusal);
    await expect(db.execute(sql`delete from issued_documents where document_id = ${doc.ref.id}`)).rejects.toSatisfy(refusal);
    const rows = await db.select().from(issuedDocuments).where(eq(issuedDocuments.documentId, doc.ref.id));
    expect(rows).toHaveLength(1);
  });
});
