import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { noticeListResponse } from './notification-responses.ts';

/** GET /api/notifications takes no parameter and refuses any (strict). */
const noNotificationQuery = z.strictObject({});

export const contract = {
  method: 'get',
  path: '/api/notifications',
  tag: 'notifications',
  summary: 'The caller’s unread notices, newest first',
  access: 'signed-in',
  query: noNotificationQuery,
  success: [ok(noticeListResponse)],
} as const satisfies EndpointContract;
