/** Response bodies of the notification routes (decision 016), for the OpenAPI document. */
import { z } from 'zod';
import { NOTIFICATION_EVENTS, NOTIFICATION_KINDS } from '../notifications/notification-kinds.ts';

export const notice = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS).describe('The settings switch it falls under'),
  event: z.enum(NOTIFICATION_EVENTS),
  created_at: z.string().describe('ISO 8601'),
  title: z.string().describe('In the caller’s language'),
  body: z.string(),
  url: z.string().describe('The page to act on (a path of this site)'),
  match_id: z.uuid().nullable(),
  request_id: z.uuid().nullable(),
});

export const noticeList = z.object({ unread: z.number().int().describe('All unread notices (the list shows at most 50)'), notices: z.array(notice) });
export const marked = z.object({ marked: z.number().int().describe('Notices that were unread and are now read') });
export const notificationSettings = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodBoolean>);
export const unsubscribedKind = z.object({ unsubscribed: z.literal(true), kind: z.enum(NOTIFICATION_KINDS) });
