import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { closeCollaborationInput } from './sign-contract.ts';
import { contractResponse } from './collaboration-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/collaboration-contract/close',
  tag: 'collaboration',
  summary: 'Close the collaboration instead of signing (the locked text stays, unsigned)',
  access: 'member',
  body: closeCollaborationInput,
  success: [ok(contractResponse)],
  errors: ['match_not_found', 'contract_not_finalized', 'collaboration_closed', 'contract_sealed', 'contract_already_signed'],
} as const satisfies EndpointContract;
