/**
 * The audit trail of a contract: who submitted answers when and which conflicts
 * those answers left, when the text was locked, each signature, the sealing (certificate
 * fingerprint, SHA-256 of the signed PDF) or the closing. Recorded in the transaction of the
 * event itself, read back in `GET /api/collaboration-contract` and printed on the certificate page.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { collaborationEvents } from '#db/schema.ts';
import { AUDIT_KINDS, type AuditEvent, type AuditKind } from './contract-audit-text.ts';

export { AUDIT_KINDS, type AuditEvent, type AuditKind };

export async function recordEvent(db: DbOrTx, matchId: string, actorId: string | null, event: Omit<AuditEvent, 'at'>, at: Date): Promise<void> {
  const { kind, ...details } = event;
  await db.insert(collaborationEvents).values({ matchId, actorId, kind, details, at });
}

export async function listEvents(db: DbOrTx, matchId: string): Promise<AuditEvent[]> {
  const rows = await db.select().from(collaborationEvents).where(eq(collaborationEvents.matchId, matchId)).orderBy(asc(collaborationEvents.at));
  // Events of one transaction share its instant; the kinds' order is their causal order.
  const rank = (kind: string) => AUDIT_KINDS.indexOf(kind as AuditKind);
  rows.sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a.kind) - rank(b.kind));
  return rows.map((row) => ({ ...row.details, party: row.details.party ?? null, kind: row.kind as AuditKind, at: row.at.toISOString() }));
}

