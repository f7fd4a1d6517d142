/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';
import { NOTIFICATION_EVENTS, NOTIFICATION_KINDS } from './notification-kinds.ts';

export const noticeResponse = z.object({
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

export const noticeListResponse = z.object({ unread: z.number().int().describe('All unread notices (the list shows at most 50)'), notices: z.array(noticeResponse) });

export const markedResponse = z.object({ marked: z.number().int().describe('Notices that were unread and are now read') });

export const notificationSettingsResponse = z.object({
  ...(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodBoolean>),
  reminders: z.boolean().describe('The impact reminder emails (decision 061)'),
});

export const unsubscribedKindResponse = z.object({ unsubscribed: z.literal(true), kind: z.enum(NOTIFICATION_KINDS) });
