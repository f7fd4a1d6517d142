import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as personal from '../openapi/responses-personal-data.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/my-data/export',
  tag: 'users',
  summary: 'Ask for an archive of all one’s data (202 queued, emailed when ready; 200 with the status of the one already asked)',
  access: 'signed-in',
  success: [ok(personal.exportRequested, 'Queued', 202), ok(personal.exportRequested, 'Already asked: its status')],
  errors: ['conflict'],
};
