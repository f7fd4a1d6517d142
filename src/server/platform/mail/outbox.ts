/**
 * The app's mail outbox (decision 009). A mail that reports a database change is enqueued in the
 * same transaction as the change (`enqueueMail`, enqueue-mail.ts), so it exists if and only if the change
 * committed; a sender then claims rows, builds each message, sends it and marks it sent.
 *
 * - Claim-then-send, like the reminders: one statement stamps up to `limit` due rows with this
 *   run's token (`FOR UPDATE SKIP LOCKED`: concurrent senders — the in-server job, the kick after
 *   a commit, another instance — take different rows); marking sent or failed requires the token.
 * - A claim older than CLAIM_TIMEOUT (a sender that crashed) is taken over.
 * - A failed send is retried with exponential backoff (1, 2, 4 … minutes, at most 6 hours), and
 *   given up after MAX_ATTEMPTS (`failed_at`, logged as an error).
 * - A kind marked `forgetAfterSending` (the goodbye of an erased account, the warning to an old
 *   address) leaves no copy: its row is deleted once sent or given up (decisions 038, 042).
 * - Each row is built by its kind (mail-kind.ts): the domains declare them, the wiring module hands
 *   them in (src/server/wiring.ts).
 * - `dedupe_key` is unique: enqueuing the same event twice (a replayed payment confirmation) is a
 *   no-op, so one event gives one email.
 * - Delivery is at least once: only a crash between the SMTP server's acceptance and the
 *   `sent_at` update can send a message again; every message carries a Message-ID derived from
 *   its row, the same on a resend, so mail clients show it once.
 * Works on PGlite too (same SQL; one connection, so senders simply take turns).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { sendMail, type MailMessage } from './send-mail.ts';
import { errorLine, logger } from '../log.ts';
import { env } from '#src/env.ts';
import { mailKinds, type AnyMailKind } from './mail-kind.ts';

export const MAX_ATTEMPTS = 8;
const CLAIM_TIMEOUT = sql`interval '15 minutes'`;

/** Minutes before the next attempt after `attempts` failures: 1, 2, 4 … capped at 6 hours. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 360);
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  failed: number;
  gaveUp: number;
}

interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  payload: Record<string, unknown> | string;
  attempts: number;
}

export interface DeliveryScope {
  /** Only these rows (the kick right after the commit that enqueued them). */
  ids?: string[];
  /**
   * Only rows due for at least this long (the periodic sweep): the process that enqueued a mail
   * gets the first chance to send it, the sweep is the safety net for crashes and retries.
   */
  graceSeconds?: number;
}

function claim(db: DbOrTx, token: string, limit: number, scope: DeliveryScope) {
  const only = scope.ids ? sql`and id in (${sql.join(scope.ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const due = scope.graceSeconds ? sql`now() - make_interval(secs => ${scope.graceSeconds})` : sql`now()`;
  return queryRows<ClaimedRow>(
    db,
    sql`update mail_outbox set claimed_at = now(), claim_token = ${token}, attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where sent_at is null and failed_at is null and next_attempt_at <= ${due} ${only}
            and (claimed_at is null or claimed_at < now() - ${CLAIM_TIMEOUT})
          order by next_attempt_at, created_at
          limit ${limit}
          for update skip locked)
        returning id, kind, recipient, payload, attempts`,
  );
}

function messageId(id: string): string {
  const host = new URL(env().PUBLIC_URL).hostname || 'atelier.local';
  return `<outbox-${id}@${host}>`;
}

function build(db: DbOrTx, kind: AnyMailKind | undefined, row: ClaimedRow): Promise<MailMessage> {
  if (!kind) throw new Error(`unknown outbox kind "${row.kind}"`);
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
  // The payload was written with this kind's type (enqueueMail); the builder reads it defensively.
  return kind.build(db, payload as never, row.recipient);
}

/**
 * Sends every due message of the scope, batch after batch, until none is left. `send` is
 * injectable for tests; a message that fails is not retried within the same run (its
 * next_attempt_at moved forward).
 */
export async function deliverOutbox(
  db: DbOrTx,
  options: DeliveryScope & { send?: (message: MailMessage) => Promise<void>; batchSize?: number } = {},
): Promise<DeliveryResult> {
  const send = options.send ?? sendMail;
  const token = randomUUID();
  const result: DeliveryResult = { claimed: 0, sent: 0, failed: 0, gaveUp: 0 };
  if (options.ids?.length === 0) return result;
  const kinds = await mailKinds();
  for (;;) {
    const rows = await claim(db, token, options.batchSize ?? 20, options);
    if (rows.length === 0) return result;
    result.claimed += rows.length;
    await Promise.all(
      rows.map(async (row) => {
        const kind = kinds.get(row.kind);
        const forget = kind?.forgetAfterSending === true;
        try {
          const message = await build(db, kind, row);
          await send({ ...message, headers: { ...message.headers, 'Message-ID': messageId(row.id) } });
        } catch (error) {
          // Never error.message: a failed query's message carries its parameters (decision 006).
          const reason = errorLine(error);
          const attempts = Number(row.attempts);
          const giveUp = attempts >= MAX_ATTEMPTS;
          if (giveUp) {
            result.gaveUp++;
            logger.error(`mail ${row.id} (${row.kind}) to ${forget ? 'an address not kept' : row.recipient} given up after ${attempts} attempts: ${reason}`);
            if (forget) {
              await db.execute(sql`delete from mail_outbox where id = ${row.id} and claim_token = ${token}`);
              return;
            }
          } else {
            result.failed++;
            logger.warn(`mail ${row.id} (${row.kind}) failed (attempt ${attempts}), retried later: ${reason}`);
          }
          await db.execute(
            sql`update mail_outbox set claimed_at = null, claim_token = null, last_error = ${reason.slice(0, 1000)},
                  failed_at = ${giveUp ? sql`now()` : sql`null`},
                  next_attempt_at = now() + make_interval(mins => ${retryDelayMinutes(attempts)})
                where id = ${row.id} and claim_token = ${token}`,
          );
          return;
        }
        if (forget) await db.execute(sql`delete from mail_outbox where id = ${row.id} and claim_token = ${token}`);
        else
          await db.execute(sql`update mail_outbox set sent_at = now(), claimed_at = null, claim_token = null, last_error = null
                               where id = ${row.id} and claim_token = ${token}`);
        result.sent++;
      }),
    );
  }
}
