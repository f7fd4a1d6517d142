import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { aggregateQuery } from './aggregate-impact.ts';
import { aggregateResponse } from './impact-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/impact/{card_id}/aggregate',
  tag: 'impact',
  summary: 'Anonymised before/after of other artisans (`enough: false` below 3)',
  access: 'member',
  query: aggregateQuery,
  success: [ok(aggregateResponse)],
  errors: ['card_not_found', 'unknown_metric'],
} as const satisfies EndpointContract;
