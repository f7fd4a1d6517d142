import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { testCardInput } from './create-test-card.ts';
import { testCardResponse } from './card-responses.ts';

export const contract = {
  method: 'post',
  path: '/auth/dev-card',
  tag: 'test accounts',
  summary: 'Create a test card (development only)',
  access: 'test-accounts',
  body: testCardInput,
  success: [ok(testCardResponse)],
  errors: ['conflict'],
} as const satisfies EndpointContract;
