import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { notificationSettingsInput } from './notification-settings.ts';
import { notificationSettingsResponse } from './notification-responses.ts';

export const contract = {
  method: 'put',
  path: '/api/notifications/settings',
  tag: 'notifications',
  summary: 'Set some notification email switches',
  access: 'signed-in',
  body: notificationSettingsInput,
  success: [ok(notificationSettingsResponse)],
} as const satisfies EndpointContract;
