/**
 * A sealed contract written straight into the database (in-process tests), in the order the app
 * writes it: the match finalized, both signatures, then the seal and the signed PDF (decision 037:
 * once sealed, the database refuses new signatures).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fakeSignedPdf } from './fake-signed-pdf.ts';
import type { Database } from '#server/platform/db/client.ts';
import { collaborationContractPdfs, collaborationEvents, collaborationMatches, collaborationReplies, collaborationRequests, collaborationSignatures } from '#db/schema.ts';

/** `pdf` differs per contract (the sealed PDF's hash is unique). */
export async function insertSealedContract(db: Database, requesterId: string, partnerId: string, pdf = fakeSignedPdf({ tag: `signé ${randomBytes(8).toString('hex')}` })) {
  const [request] = await db.insert(collaborationRequests).values({ authorId: requesterId, title: 'Salon', description: '' }).returning();
  const [reply] = await db.insert(collaborationReplies).values({ requestId: request!.id, authorId: partnerId, message: '' }).returning();
  const now = new Date();
  const [match] = await db
    .insert(collaborationMatches)
    .values({ requestId: request!.id, replyId: reply!.id, requesterId, partnerId, contractText: 'Contrat', contractHash: randomBytes(32).toString('hex'), finalizedAt: now })
    .returning();
  await db.insert(collaborationSignatures).values([
    { matchId: match!.id, userId: requesterId, typedName: 'A' },
    { matchId: match!.id, userId: partnerId, typedName: 'B' },
  ]);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await db.update(collaborationMatches).set({ sealedAt: now, sealedPdfSha256: sha256, signingCertFingerprint: randomBytes(32).toString('hex') }).where(eq(collaborationMatches.id, match!.id));
  await db.insert(collaborationContractPdfs).values({ matchId: match!.id, bytes: pdf });
  await db.insert(collaborationEvents).values({ matchId: match!.id, kind: 'sealed', details: { sha256 }, at: now });
  return { match: match!.id, request: request!.id, reply: reply!.id, sha256, pdf };
}
