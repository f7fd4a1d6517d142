import { ok, type EndpointContract } from '../openapi/contract.ts';
import { markReadInput } from './list-notifications.ts';
import * as notif from '../openapi/responses-notifications.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/notifications/read',
  tag: 'notifications',
  summary: 'Mark notices read (`{ids}` or `{all: true}`): they leave the list',
  access: 'signed-in',
  body: markReadInput,
  success: [ok(notif.marked)],
};
