import { ok, type EndpointContract } from '../openapi/contract.ts';
import { contractQuery } from './contract-view.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/collaboration-contract',
  tag: 'collaboration',
  summary: 'The blind questionnaire of a match and, once agreed, the sealed contract',
  access: 'member',
  query: contractQuery,
  success: [ok(res.contract)],
  errors: ['match_not_found'],
};
