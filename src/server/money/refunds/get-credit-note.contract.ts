import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { creditNoteResponse } from './refund-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/credit-notes/{number}',
  tag: 'payments',
  summary: 'One credit note as JSON, the item of GET /api/credit-notes (its payer, or staff)',
  access: 'signed-in',
  success: [ok(creditNoteResponse)],
  errors: ['credit_note_not_found'],
} as const satisfies EndpointContract;
