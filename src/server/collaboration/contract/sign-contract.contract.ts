import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { signContractInput } from './sign-contract.ts';
import { contractResponse } from './collaboration-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/collaboration-contract/sign',
  tag: 'collaboration',
  summary: 'Sign the locked text (typed full name + acceptance); the second signature seals the contract and makes the signed PDF',
  access: 'member',
  body: signContractInput,
  success: [ok(contractResponse)],
  errors: ['match_not_found', 'contract_not_finalized', 'contract_already_signed', 'collaboration_closed', 'contract_sealed', 'signature_name_mismatch'],
} as const satisfies EndpointContract;
