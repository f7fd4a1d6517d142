import { ok, type EndpointContract } from '../openapi/contract.ts';
import { listCreditNotesQuery } from './list-credit-notes.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/credit-notes',
  tag: 'payments',
  summary: 'The caller’s credit notes (`?all=1`: every one, staff)',
  access: 'signed-in',
  query: listCreditNotesQuery,
  success: [ok(res.creditNotes)],
  errors: ['forbidden'],
};
