import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { markReadInput } from './list-notifications.ts';
import { markedResponse } from './notification-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/notifications/read',
  tag: 'notifications',
  summary: 'Mark notices read (`{ids}` or `{all: true}`): they leave the list',
  access: 'signed-in',
  body: markReadInput,
  success: [ok(markedResponse)],
} as const satisfies EndpointContract;
