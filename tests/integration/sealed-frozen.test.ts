/**
 * Sealed means sealed (decision 037): the database refuses any change to a sealed contract's
 * seal, signed PDF and signatures (as it does for issued invoices), deleting the whole contract
 * still works, and the PDF is checked against its SHA-256 before it is served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { closeDatabase, testDb } from '../support/test-db.ts';
import { insertSealedContract } from '../support/sealed-contract-rows.ts';
import type { Database } from '#server/platform/db/client.ts';
import { collaborationContractPdfs, collaborationEvents, collaborationMatches, collaborationSignatures, users } from '#db/schema.ts';
import { fakeSignedPdf } from '../support/fake-signed-pdf.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { checkedSealedPdf } from '#server/collaboration/contract/seal-contract.ts';

let db: Database;
beforeAll(async () => {
  db = await testDb();
});
afterAll(() => closeDatabase());

async function sealedContract() {
  const [a, b] = await db.insert(users).values([{ email: `frozen-${randomUUID()}@test.atelier.local` }, { email: `frozen-${randomUUID()}@test.atelier.local` }]).returning();
  return { ...(await insertSealedContract(db, a!.id, b!.id)), a: a!.id, b: b!.id };
}

/** The trigger's own message (drizzle wraps the database's error in `cause`). */
async function refused(statement: Promise<unknown>) {
  const error = await statement.then(() => null, (e: unknown) => e as Error & { cause?: Error });
  expect(error?.cause?.message ?? error?.message).toMatch(/is sealed|cannot be changed or deleted|cannot be truncated/);
  return error;
}

describe('a sealed contract in the database', () => {
  it.each([
    ['its PDF hash', (id: string) => db.update(collaborationMatches).set({ sealedPdfSha256: 'f'.repeat(64) }).where(eq(collaborationMatches.id, id))],
    ['its sealing time', (id: string) => db.update(collaborationMatches).set({ sealedAt: new Date(0) }).where(eq(collaborationMatches.id, id))],
    ['its certificate', (id: string) => db.update(collaborationMatches).set({ signingCertFingerprint: 'e'.repeat(64) }).where(eq(collaborationMatches.id, id))],
    ['its PDF bytes', (id: string) => db.update(collaborationContractPdfs).set({ bytes: Buffer.from('%PDF forged') }).where(eq(collaborationContractPdfs.matchId, id))],
    ['its PDF row, deleted alone', (id: string) => db.delete(collaborationContractPdfs).where(eq(collaborationContractPdfs.matchId, id))],
    ['a signature’s name', (id: string) => db.update(collaborationSignatures).set({ typedName: 'Quelqu’un d’autre' }).where(eq(collaborationSignatures.matchId, id))],
    ['a signature, deleted', (id: string) => db.delete(collaborationSignatures).where(eq(collaborationSignatures.matchId, id))],
    ['an event of its history', (id: string) => db.update(collaborationEvents).set({ at: new Date(0) }).where(eq(collaborationEvents.matchId, id))],
    ['an event, deleted', (id: string) => db.delete(collaborationEvents).where(eq(collaborationEvents.matchId, id))],
    ['its history, added to', (id: string) => db.insert(collaborationEvents).values({ matchId: id, kind: 'signed', details: {} })],
    ['its history, a second seal added', (id: string) => db.insert(collaborationEvents).values({ matchId: id, kind: 'sealed', details: {} })],
    ['the whole contract, deleted outside the retention job', (id: string) => db.delete(collaborationMatches).where(eq(collaborationMatches.id, id))],
  ])('refuses to change %s', async (_what, change) => {
    const { match } = await sealedContract();
    await refused(change(match));
  });

  it('refuses a new signature once sealed', async () => {
    const { match } = await sealedContract();
    const [c] = await db.insert(users).values({ email: `frozen-${randomUUID()}@test.atelier.local` }).returning();
    await refused(db.insert(collaborationSignatures).values({ matchId: match, userId: c!.id, typedName: 'C' }));
  });

  it('refuses to truncate its history', async () => {
    await sealedContract();
    await refused(db.execute(sql`truncate collaboration_events`));
  });

  it('still lets the retention job take the whole contract (two erased parties): PDF, signatures and history by cascade', async () => {
    const { match } = await sealedContract();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('atelier.retention_job', 'on', true)`);
      await tx.delete(collaborationMatches).where(eq(collaborationMatches.id, match));
    });
    expect(await db.select().from(collaborationEvents).where(eq(collaborationEvents.matchId, match))).toHaveLength(0);
    expect(await db.select().from(collaborationContractPdfs).where(eq(collaborationContractPdfs.matchId, match))).toHaveLength(0);
    expect(await db.select().from(collaborationSignatures).where(eq(collaborationSignatures.matchId, match))).toHaveLength(0);
  });
});

describe('checkedSealedPdf', () => {
  it('gives the stored bytes when they match their SHA-256, and refuses (503) bytes altered behind the triggers', async () => {
    const { match, pdf } = await sealedContract();
    const [row] = await db.select().from(collaborationMatches).where(eq(collaborationMatches.id, match));
    expect(await checkedSealedPdf(db, row!)).toEqual(pdf);
    // What an operator with superuser rights could still do: skip the triggers for a session.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(collaborationContractPdfs).set({ bytes: Buffer.from('%PDF-1.7 altéré') }).where(eq(collaborationContractPdfs.matchId, match));
    });
    const error = await checkedSealedPdf(db, row!).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'contract_pdf_unavailable', status: 503 });
  });

  it.each([
    ['bytes appended after signing', () => fakeSignedPdf({ tag: randomUUID(), tail: '2 0 obj << >> endobj\n%%EOF\n' })],
    ['a signature whose range stops early', () => fakeSignedPdf({ tag: randomUUID(), rangeFix: (r) => [0, r[1]!, r[2]!, r[3]! - 4] })],
    ['no signature at all', () => Buffer.from(`%PDF-1.7 jamais signé ${randomUUID()}\n%%EOF\n`)],
  ])('refuses (503) a stored PDF whose hash stands but whose signature leaves bytes unsigned: %s', async (_what, pdf) => {
    const [a, b] = await db.insert(users).values([{ email: `frozen-${randomUUID()}@test.atelier.local` }, { email: `frozen-${randomUUID()}@test.atelier.local` }]).returning();
    const { match } = await insertSealedContract(db, a!.id, b!.id, pdf());
    const [row] = await db.select().from(collaborationMatches).where(eq(collaborationMatches.id, match));
    await expect(checkedSealedPdf(db, row!)).rejects.toMatchObject({ code: 'contract_pdf_unavailable', status: 503 });
  });
});
