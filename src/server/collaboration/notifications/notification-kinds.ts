/**
 * What a notification can be (decision 016). A *kind* is what the user switches on or off on
 * /mon-compte (and what an unsubscribe link turns off); an *event* is what happened, each event
 * falling under one kind. Kept apart from the texts so the API schemas can import it alone.
 */
export const NOTIFICATION_KINDS = ['reply', 'match', 'answers', 'contract'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_EVENTS = ['reply_received', 'match_created', 'answers_submitted', 'contract_signed', 'contract_sealed'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const EVENT_KIND: Record<NotificationEvent, NotificationKind> = {
  reply_received: 'reply',
  match_created: 'match',
  answers_submitted: 'answers',
  contract_signed: 'contract',
  contract_sealed: 'contract',
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

// What the texts of each event need, stored with the notice: notifications.data's shape, declared with the schema.
export type { NoticeData } from '#db/schema/jsonb-shapes.ts';
