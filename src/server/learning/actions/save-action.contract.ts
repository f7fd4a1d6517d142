import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { saveActionInput } from './save-action.ts';
import { savedActionResponse } from './action-responses.ts';

export const contract = {
  method: 'put',
  path: '/api/my-actions',
  tag: 'progress',
  summary: 'Save answers, tick checklist items, validate (422 action_incomplete until every required answer and checklist item, proofs included, is there)',
  access: 'member',
  body: saveActionInput,
  success: [ok(savedActionResponse)],
  errors: ['card_not_found', 'action_not_started', 'proof_required', 'checklist_item_not_yet_open', 'action_incomplete', 'conflict'],
} as const satisfies EndpointContract;
