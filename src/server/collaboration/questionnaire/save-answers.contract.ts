import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { saveAnswersInput } from './save-answers.ts';
import { contractResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'put',
  path: '/api/collaboration-contract',
  tag: 'collaboration',
  summary: 'Save the caller’s blind answers',
  access: 'member',
  body: saveAnswersInput,
  success: [ok(contractResponse)],
  errors: ['match_not_found', 'answers_already_submitted', 'contract_locked'],
} as const satisfies EndpointContract;
