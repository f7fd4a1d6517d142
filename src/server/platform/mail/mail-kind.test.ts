import { describe, expect, it, onTestFinished } from 'vitest';
import { mailKind, mailKinds, registerMailKinds } from './mail-kind.ts';

describe('mail kinds', () => {
  it('are loaded once, on first use, from what the wiring handed in; the first registration wins', async () => {
    // The registry as a process starts: other files of this worker may have wired theirs
    // (decision 070). It lives on globalThis; its entries are put back after.
    const registry = (globalThis as Record<symbol, Record<string, unknown>>)[Symbol.for('atelier.mailKinds')]!;
    const theirs = { ...registry };
    const empty = () => Object.keys(registry).forEach((key) => delete registry[key]);
    empty();
    onTestFinished(() => {
      empty();
      Object.assign(registry, theirs);
    });

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
