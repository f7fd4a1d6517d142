import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as notif from '../openapi/responses-notifications.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/notifications/settings',
  tag: 'notifications',
  summary: 'The caller’s notification email switches (on by default)',
  access: 'signed-in',
  success: [ok(notif.notificationSettings)],
};
