import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as personal from '../openapi/responses-personal-data.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/my-data/export',
  tag: 'users',
  summary: 'The caller’s data export: queued, ready (with its one-time download link) or null',
  access: 'signed-in',
  success: [ok(personal.exportStatus)],
};
