/**
 * The one way to notify someone (decision 016): called inside the transaction of the event, it
 * writes the in-app notice and, when the recipient's switch for that kind is on, enqueues its
 * email in the outbox — both exist if and only if the event committed.
 *
 * Exactly once: the notice is unique per (recipient, event key) and the outbox row per
 * "notification:<recipient>:<event key>", so an event replayed (a retried request, a second
 * instance doing the same thing at the same moment) inserts nothing the second time and enqueues
 * no second email; the outbox's claims keep two senders from sending one row twice.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { notificationMail } from './notification-mail.ts';
import { EVENT_KIND, type NoticeData, type NotificationEvent } from './notification-kinds.ts';
import { emailsOn } from './notification-settings.ts';

export interface NotifyInput {
  userId: string;
  event: NotificationEvent;
  /** Names the event, the same on every replay of it ("reply:<reply id>"). */
  eventKey: string;
  data: NoticeData;
}

/** Returns the id of the queued email (to kick after the commit), null when none was queued. */
export async function recordNotification(tx: DbOrTx, input: NotifyInput): Promise<string | null> {
  const kind = EVENT_KIND[input.event];
  const [notice] = await queryRows<{ id: string; email: string }>(
    tx,
    sql`insert into notifications (user_id, kind, event, event_key, data)
        values (${input.userId}, ${kind}, ${input.event}, ${input.eventKey}, ${JSON.stringify(input.data)}::jsonb)
        on conflict (user_id, event_key) do nothing
        returning id, (select email from users where id = ${input.userId}) as email`,
  );
  if (!notice) return null; // already notified: a replay of the event
  if (!(await emailsOn(tx, input.userId, kind))) return null;
  return enqueueMail(tx, notificationMail, {
    dedupeKey: `notification:${input.userId}:${input.eventKey}`,
    to: notice.email,
    payload: { notification_id: notice.id },
  });
}
