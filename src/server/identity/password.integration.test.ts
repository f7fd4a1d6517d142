import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('verifies the right password only, with a random salt each time', async () => {
    const a = await hashPassword('un mot de passe');
    const b = await hashPassword('un mot de passe');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('un mot de passe', a)).toBe(true);
    expect(await verifyPassword('un mot de passe!', a)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});
