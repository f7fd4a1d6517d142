import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { deleteAccountInput } from './delete-my-account.ts';
import { erasedResponse } from './personal-data-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/my-data/erase',
  tag: 'users',
  summary: 'Erase one’s account now (password, or a sign-in link less than 10 minutes old); invoices and sealed contracts are kept',
  access: 'signed-in',
  body: deleteAccountInput,
  success: [ok(erasedResponse)],
  errors: ['password_required', 'wrong_password', 'fresh_sign_in_required', 'last_admin', 'rate_limited'],
} as const satisfies EndpointContract;
