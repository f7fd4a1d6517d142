/**
 * POST /api/collaboration-contract/sign: a party signs the locked text by typing
 * their full name as printed in the contract and accepting it explicitly. When the second
 * signature lands, the contract is sealed (seal-contract.ts) in the same transaction.
 *
 * POST /api/collaboration-contract/close: a party who will not sign closes the collaboration;
 * the locked text stays as a record, unsigned, and nobody can sign it any more.
 */
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { collaborationMatches, collaborationSignatures } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { recordEvent } from './contract-audit.ts';
import { findMatchForParty, getContract, type ContractBody, type MatchRow } from './contract-view.ts';
import { loadSignatures, sealContract } from './seal-contract.ts';
import { notifyContractSealed, notifyContractSigned } from '../notifications/notify-collaboration.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import type { Lang } from '#i18n/lang.ts';
import { textField } from '#server/platform/http/text-fields.ts';

export const signContractInput = z.strictObject({
  match_id: z.string().max(100),
  /** The signer's full name, typed as printed in the contract (case and accents aside). */
  full_name: textField({ max: 200 }),
  /** The explicit acceptance of the text ("I have read and accept this agreement"). */
  accept: z.literal(true),
});

export const closeCollaborationInput = z.strictObject({ match_id: z.string().max(100) });

/** "Léa  Martin-Duval" and "lea martin duval" are the same typed name. */
export function sameName(typed: string, printed: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLocaleLowerCase('fr')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return norm(typed) !== '' && norm(typed) === norm(printed);
}

/** Checks a locked, unsealed, open match; throws the error a party should read otherwise. */
function assertSignable(match: MatchRow): void {
  if (match.contractText === null) throw new AppError('contract_not_finalized');
  if (match.closedAt !== null) throw new AppError('collaboration_closed');
  if (match.sealedAt !== null) throw new AppError('contract_sealed');
}

export async function signContract(db: Database, viewerId: string, input: z.infer<typeof signContractInput>, lang: Lang): Promise<ContractBody> {
  const mailIds = await db.transaction(async (tx) => {
    const { match, role } = await findMatchForParty(tx, viewerId, input.match_id, { lock: true });
    assertSignable(match);
    // assertSignable let through a locked contract only, and locking wrote the parties.
    const printed = match.contractParties![role].name;
    if (!sameName(input.full_name, printed)) {
      throw new AppError('signature_name_mismatch', { details: { expected: printed } });
    }
    const now = new Date();
    const typedName = input.full_name.replace(/\s+/g, ' ').trim();
    const inserted = await tx.insert(collaborationSignatures).values({ matchId: match.id, userId: viewerId, typedName, signedAt: now }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw new AppError('contract_already_signed');
    await recordEvent(tx, match.id, viewerId, { kind: 'signed', party: role, typed_name: typedName }, now);
    const signatures = await loadSignatures(tx, match);
    // The partner hears that one still has to sign; both hear when it is sealed (decision 016).
    if (!signatures.demandeur || !signatures.partenaire) return notifyContractSigned(tx, { matchId: match.id, signerId: viewerId });
    await sealContract(tx, match, signatures, now);
    return notifyContractSealed(tx, { matchId: match.id });
  });
  void kickOutbox(mailIds);
  return getContract(db, viewerId, input.match_id, lang);
}

export async function closeCollaboration(db: Database, viewerId: string, input: z.infer<typeof closeCollaborationInput>, lang: Lang): Promise<ContractBody> {
  await db.transaction(async (tx) => {
    const { match, role } = await findMatchForParty(tx, viewerId, input.match_id, { lock: true });
    assertSignable(match);
    // A party who has signed is bound by that signature: only the other, who has not, may close
    // (decision 037). Under the match's row lock, like signing: a sign and a close of the same
    // party at the same moment are served one after the other, never both.
    const [own] = await tx.select({ userId: collaborationSignatures.userId }).from(collaborationSignatures).where(and(eq(collaborationSignatures.matchId, match.id), eq(collaborationSignatures.userId, viewerId)));
    if (own) throw new AppError('contract_already_signed');
    const now = new Date();
    await tx.update(collaborationMatches).set({ closedAt: now, closedBy: viewerId }).where(sql`${collaborationMatches.id} = ${match.id} and ${collaborationMatches.sealedAt} is null`);
    await recordEvent(tx, match.id, viewerId, { kind: 'closed', party: role }, now);
  });
  return getContract(db, viewerId, input.match_id, lang);
}
