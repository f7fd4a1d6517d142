import { ok, type EndpointContract } from '../openapi/contract.ts';
import { saveAnswersInput } from './save-answers.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'put',
  path: '/api/collaboration-contract',
  tag: 'collaboration',
  summary: 'Save the caller’s blind answers',
  access: 'member',
  body: saveAnswersInput,
  success: [ok(res.contract)],
  errors: ['match_not_found', 'answers_already_submitted', 'contract_locked'],
};
