import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { deleteReadingQuery } from './delete-reading.ts';
import { readingDeletedResponse } from './impact-responses.ts';

export const contract = {
  method: 'delete',
  path: '/api/impact/{card_id}',
  tag: 'impact',
  summary: 'Delete a reading',
  access: 'member',
  query: deleteReadingQuery,
  success: [ok(readingDeletedResponse)],
  errors: ['card_not_found', 'unknown_metric', 'reading_not_found'],
} as const satisfies EndpointContract;
