/**
 * Writing a mail into the outbox (decision 009), apart from its delivery (outbox.ts): domains
 * enqueue, and the delivery reads every domain's builder, so the two directions never meet.
 */
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../../../db/schema.ts';

export interface OutboxMessage {
  kind: string;
  dedupeKey: string;
  to: string;
  payload: Record<string, unknown>;
}

/**
 * Call inside the transaction of the change the mail reports. Returns the new row's id (to kick
 * its delivery once the transaction has committed), or null when that key was already queued.
 */
export async function enqueueMail(tx: DbOrTx, message: OutboxMessage): Promise<string | null> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({ kind: message.kind, dedupeKey: message.dedupeKey, recipient: message.to, payload: message.payload })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted[0]?.id ?? null;
}
