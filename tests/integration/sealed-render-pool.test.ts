/**
 * Contract PDFs on the render pool (decision 053). A seal killed at its worst moment: the second signature has been written in
 * the signing transaction and the signed PDF is being drawn on its render thread when that thread
 * dies. Nothing may remain: no seal, no PDF row, no second signature, no audit event, no notice,
 * and the same party can sign again, which seals. And the unsigned PDF of a locked text is
 * rendered once, however many download it at the same moment or after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDatabase, testDb } from '../support/test-db.ts';
import type { Database } from '#server/platform/db/client.ts';
import { collaborationContractPdfs, collaborationEvents, collaborationMatches, collaborationReplies, collaborationRequests, collaborationSignatures, notifications, users } from '#db/schema.ts';
import { closeCollaboration, signContract } from '#server/collaboration/contract/sign-contract.ts';
import { unsignedContractPdf } from '#server/collaboration/contract/unsigned-contract-pdf.ts';
import { renderPoolEvents, renderPoolLoad, RenderStopped, stopRenderPool } from '#server/platform/cpu/render-pool.ts';
import { writeContract } from '#server/collaboration/contract/contract-text.ts';
import { mergeTerms } from '#server/collaboration/contract/merge-terms.ts';
import { sampleAnswers } from '#server/collaboration/questionnaire/test-answers.ts';

let db: Database;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await stopRenderPool();
  await closeDatabase();
});

const people = {
  demandeur: { firstName: 'Camille', lastName: 'Rousseau', trade: 'Céramiste', brand: 'Terre de Camille', city: 'Lyon', email: `camille-${randomUUID()}@test.atelier.local` },
  partenaire: { firstName: 'Hugo', lastName: 'Perrin', trade: 'Ébéniste', brand: '', city: '', email: `hugo-${randomUUID()}@test.atelier.local` },
};

/** A match whose text is locked, as the second answers leave it (save-answers.ts). */
async function lockedMatch() {
  const [a, b] = await db
    .insert(users)
    .values([{ email: `seal-a-${randomUUID()}@test.atelier.local` }, { email: `seal-b-${randomUUID()}@test.atelier.local` }])
    .returning();
  const [request] = await db.insert(collaborationRequests).values({ authorId: a!.id, title: 'Vaisselle', description: '' }).returning();
  const [reply] = await db.insert(collaborationReplies).values({ requestId: request!.id, authorId: b!.id, message: '' }).returning();
  const lockedAt = new Date();
  const matchId = randomUUID();
  const { text, hash } = writeContract({ matchId, requestTitle: 'Vaisselle', parties: people, terms: mergeTerms(sampleAnswers(), sampleAnswers()), submittedAt: { demandeur: lockedAt, partenaire: lockedAt }, finalizedAt: lockedAt, timeZone: 'Europe/Paris' }, 'fr');
  const party = (p: typeof people.demandeur) => ({ name: `${p.firstName} ${p.lastName}`, email: p.email, submitted_at: lockedAt.toISOString(), brand: p.brand });
  await db.insert(collaborationMatches).values({
    id: matchId,
    requestId: request!.id,
    replyId: reply!.id,
    requesterId: a!.id,
    partnerId: b!.id,
    contractText: text,
    contractHash: hash,
    contractLang: 'fr',
    contractParties: { demandeur: party(people.demandeur), partenaire: party(people.partenaire) },
    finalizedAt: lockedAt,
  });
  return { matchId, requester: a!.id, partner: b!.id };
}

const sign = (userId: string, matchId: string, fullName: string) => signContract(db, userId, { match_id: matchId, full_name: fullName, accept: true }, 'fr');

async function stateOf(matchId: string) {
  const [match] = await db.select().from(collaborationMatches).where(eq(collaborationMatches.id, matchId));
  return {
    sealedAt: match!.sealedAt,
    sealedPdfSha256: match!.sealedPdfSha256,
    pdfs: await db.select().from(collaborationContractPdfs).where(eq(collaborationContractPdfs.matchId, matchId)),
    signatures: (await db.select().from(collaborationSignatures).where(eq(collaborationSignatures.matchId, matchId))).map((s) => s.typedName),
    events: (await db.select().from(collaborationEvents).where(eq(collaborationEvents.matchId, matchId))).map((e) => e.kind).sort(),
  };
}

describe('a seal whose render thread dies', () => {
  it('leaves nothing behind, and the party signs again to seal', async () => {
    const { matchId, requester, partner } = await lockedMatch();
    await sign(requester, matchId, 'Camille Rousseau');
    const before = await stateOf(matchId);
    expect(before).toMatchObject({ sealedAt: null, pdfs: [], signatures: ['Camille Rousseau'], events: ['signed'] });

    // The worst moment: everything of the seal written but the PDF, whose thread is killed as it draws.
    const killed: string[] = [];
    const kill = (worker: Worker, request: { exportName: string }) => {
      if (request.exportName !== 'renderSealedContractJob') return;
      killed.push(request.exportName);
      void worker.terminate();
    };
    renderPoolEvents.on('start', kill);
    const error = await sign(partner, matchId, 'Hugo Perrin').catch((e: unknown) => e);
    renderPoolEvents.off('start', kill);
    expect(killed).toEqual(['renderSealedContractJob']);
    expect(error).toBeInstanceOf(RenderStopped);
    expect(await stateOf(matchId)).toEqual(before);
    expect(await db.select().from(notifications).where(eq(notifications.userId, requester))).toEqual([]);
    expect(renderPoolLoad().running).toBe(0);

    // Signing again seals, on a new thread, with a PDF that matches its stored hash.
    const sealed = await sign(partner, matchId, 'Hugo Perrin');
    expect(sealed.sealed).toBe(true);
    const after = await stateOf(matchId);
    expect(after.signatures.sort()).toEqual(['Camille Rousseau', 'Hugo Perrin']);
    expect(after.events).toEqual(['sealed', 'signed', 'signed']);
    expect(after.pdfs).toHaveLength(1);
    expect(createHash('sha256').update(after.pdfs[0]!.bytes).digest('hex')).toBe(after.sealedPdfSha256);
    expect(after.pdfs[0]!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The notice the killed seal did not leave is there now.
    expect(await db.select().from(notifications).where(eq(notifications.userId, requester))).toHaveLength(1);
  });
});

describe('the unsigned PDF of a locked text', () => {
  it('is rendered once for simultaneous and later downloads, and again once the text is closed', async () => {
    const { matchId, requester, partner } = await lockedMatch();
    const renders: string[] = [];
    const count = (_worker: unknown, request: { exportName: string }) => request.exportName === 'renderUnsignedContract' && renders.push(request.exportName);
    renderPoolEvents.on('start', count);
    try {
      const row = async () => (await db.select().from(collaborationMatches).where(eq(collaborationMatches.id, matchId)))[0]!;
      const match = await row();
      const [a, b, c] = await Promise.all([unsignedContractPdf(match, requester), unsignedContractPdf(match, partner), unsignedContractPdf(match, requester)]);
      const later = await unsignedContractPdf(await row(), partner);
      expect(renders).toEqual(['renderUnsignedContract']);
      expect(a.subarray(0, 5).toString()).toBe('%PDF-');
      for (const copy of [b, c, later]) expect(copy.equals(a)).toBe(true);

      // Closed without signatures, the text is worded as never signed: another document, rendered once more.
      await closeCollaboration(db, partner, { match_id: matchId }, 'fr');
      const closed = await unsignedContractPdf(await row(), requester);
      expect(renders).toEqual(['renderUnsignedContract', 'renderUnsignedContract']);
      expect(closed.equals(a)).toBe(false);
    } finally {
      renderPoolEvents.off('start', count);
    }
  });
});
