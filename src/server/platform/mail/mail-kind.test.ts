import { describe, expect, it } from 'vitest';
import { mailKind, mailKinds, registerMailKinds } from './mail-kind.ts';

describe('mail kinds', () => {
  it('are loaded once, on first use, from what the wiring handed in; the first registration wins', async () => {
    let loads = 0;
    const hello = mailKind<{ name: string }>({ name: 'hello', build: async (_db, payload, to) => ({ to, subject: `Hello ${payload.name}`, html: '', text: '' }) });
    registerMailKinds(async () => {
      loads += 1;
      return [hello];
    });
    registerMailKinds(async () => []);
    expect(loads).toBe(0);
    const kinds = await mailKinds();
    expect(await mailKinds()).toBe(kinds);
    expect(loads).toBe(1);
    expect(kinds.get('hello')).toBe(hello);
    expect(kinds.get('unknown')).toBeUndefined();
  });
});
