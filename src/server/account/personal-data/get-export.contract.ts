import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { exportStatusResponse } from './personal-data-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/my-data/export',
  tag: 'users',
  summary: 'The caller’s data export: queued, ready (with its one-time download link) or null',
  access: 'signed-in',
  success: [ok(exportStatusResponse)],
} as const satisfies EndpointContract;
