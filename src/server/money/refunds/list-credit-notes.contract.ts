import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listCreditNotesQuery } from './list-credit-notes.ts';
import { creditNotesResponse } from './refund-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/credit-notes',
  tag: 'payments',
  summary: 'The caller’s credit notes (`?all=1`: every one, staff)',
  access: 'signed-in',
  query: listCreditNotesQuery,
  success: [ok(creditNotesResponse)],
  errors: ['forbidden'],
} as const satisfies EndpointContract;
