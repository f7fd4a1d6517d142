import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { notificationSettingsResponse } from './notification-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/notifications/settings',
  tag: 'notifications',
  summary: 'The caller’s notification email switches (on by default)',
  access: 'signed-in',
  success: [ok(notificationSettingsResponse)],
} as const satisfies EndpointContract;
