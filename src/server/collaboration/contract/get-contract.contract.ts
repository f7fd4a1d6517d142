import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { contractQuery } from './contract-view.ts';
import { contractResponse } from './collaboration-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/collaboration-contract',
  tag: 'collaboration',
  summary: 'The blind questionnaire of a match and, once agreed, the sealed contract',
  access: 'member',
  query: contractQuery,
  success: [ok(contractResponse)],
  errors: ['match_not_found'],
} as const satisfies EndpointContract;
