import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { takeActionInput } from './save-action.ts';
import { actionResponse } from './action-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/my-actions',
  tag: 'progress',
  summary: 'Take a card (201 new, 200 already taken)',
  access: 'member',
  body: takeActionInput,
  success: [ok(actionResponse, 'Created', 201), ok(actionResponse, 'Already taken')],
  errors: ['card_not_found'],
} as const satisfies EndpointContract;
