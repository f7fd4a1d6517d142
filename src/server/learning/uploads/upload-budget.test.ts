/** Who pays for an upload's pixels and bytes (decisions 017 and 037). */
import { describe, expect, it } from 'vitest';
import { uploadPayer } from './upload-budget.ts';

describe('uploadPayer', () => {
  it.each([
    ['no session: the address', null, { kind: 'ip', subject: '203.0.113.9' }],
    ['a prospect (no role): the account and its address (decision 063)', { id: 'u1', role: null }, { kind: 'prospect', subject: 'u1', address: '203.0.113.9' }],
    ['an unknown role grants nothing: the account and its address', { id: 'u2', role: 'membre' }, { kind: 'prospect', subject: 'u2', address: '203.0.113.9' }],
    ['a member: no budget', { id: 'u3', role: 'client_essentiel' }, null],
    ['an admin: no budget', { id: 'u4', role: 'admin' }, null],
  ])('%s', (_name, user, expected) => {
    expect(uploadPayer(user, '203.0.113.9')).toEqual(expected);
  });
});
