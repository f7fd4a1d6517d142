import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { exportRequestedResponse } from './personal-data-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/my-data/export',
  tag: 'users',
  summary: 'Ask for an archive of all one’s data (202 queued, emailed when ready; 200 with the status of the one already asked)',
  access: 'signed-in',
  success: [ok(exportRequestedResponse, 'Queued', 202), ok(exportRequestedResponse, 'Already asked: its status')],
  errors: ['conflict'],
} as const satisfies EndpointContract;
