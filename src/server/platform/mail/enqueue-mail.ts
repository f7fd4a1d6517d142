/**
 * Writing a mail into the outbox (decision 009), apart from its delivery (outbox.ts): domains
 * enqueue with their own kind (mail-kind.ts), and the delivery is handed every kind from the top,
 * so the two directions never meet.
 */
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '#db/schema.ts';
import type { MailKind } from './mail-kind.ts';

export interface OutboxMessage<P extends object> {
  dedupeKey: string;
  to: string;
  payload: P;
}

/**
 * Call inside the transaction of the change the mail reports. Returns the new row's id (to kick
 * its delivery once the transaction has committed), or null when that key was already queued.
 */
export async function enqueueMail<P extends object>(tx: DbOrTx, kind: MailKind<P>, message: OutboxMessage<P>): Promise<string | null> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({ kind: kind.name, dedupeKey: message.dedupeKey, recipient: message.to, payload: { ...message.payload } as Record<string, unknown> })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted[0]?.id ?? null;
}
