import { ok, type EndpointContract } from '../openapi/contract.ts';
import { takeActionInput } from './save-action.ts';
import * as out from '../openapi/responses.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/my-actions',
  tag: 'progress',
  summary: 'Take a card (201 new, 200 already taken)',
  access: 'member',
  body: takeActionInput,
  success: [ok(out.action, 'Created', 201), ok(out.action, 'Already taken')],
  errors: ['card_not_found'],
};
