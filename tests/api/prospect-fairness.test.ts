/**
 * Free accounts cannot take a member's slot (decision 063): four prospects (accounts without a
 * paid formula) from one address flood large photos; their work runs in the anonymous lane,
 * counted against their address, so a member's small photo is converted while their flood is
 * still being worked through, and the prospects' extra uploads are refused (503 busy or 429) as
 * one address's, not four accounts' worth.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, newUser } from '../support/api.ts';
import { photo } from '../support/file-fixtures.ts';
import { upload } from '../support/uploads.ts';

describe('prospects flooding from one address', () => {
  it('leave the members’ lane alone: a member’s photo is done before their flood is', async () => {
    const prospects = await Promise.all(Array.from({ length: 4 }, () => newUser({ role: null })));
    const member = await newUser({ role: 'client_essentiel' });
    const address = { 'x-forwarded-for': '192.0.2.63' };
    // 7,000 × 7,000 (49 MP): a second or more of decoding each; the anonymous lane takes one at a time.
    const large = await photo('png', 7000, 7000);
    const small = await photo('png', 64, 64);
    const finished: { who: string; status: number; code: string | null; at: number }[] = [];
    // The first refusal says the anonymous lane is full (one running, its queue taken): the flood's
    // conversions are still ahead, whatever the machine's speed (a fixed wait was over on a fast one).
    let laneFull: () => void = () => {};
    const firstRefusal = new Promise<void>((resolve) => (laneFull = resolve));
    const track = (who: string, request: Promise<Awaited<ReturnType<typeof upload>>>) =>
      request.then((res) => {
        finished.push({ who, status: res.status, code: res.status >= 400 ? errorCode(res) : null, at: performance.now() });
        if (res.status >= 400) laneFull();
        return res;
      });
    const flood = prospects.flatMap((p, i) =>
      [0, 1].map(() => track(`prospect ${i}`, upload({ type: 'candidature', file: large, filename: 'large.png' }, { token: p.token, headers: address }))),
    );
    // The order below is what is checked, not the time: send the member's photo once the flood fills the lane.
    await Promise.race([firstRefusal, Promise.allSettled(flood)]);

    const mine = await track('member', upload({ type: 'gallery', file: small, filename: 'small.png' }, { token: member.token }));
    expect(mine.status, mine.text).toBe(201);
    await Promise.all(flood);

    const prospectAnswers = finished.filter((f) => f.who !== 'member');
    const accepted = prospectAnswers.filter((f) => f.status === 201);
    // Some of the flood was converted, and at least one of those after the member's photo.
    expect(accepted.length, JSON.stringify(finished)).toBeGreaterThanOrEqual(1);
    const memberDone = finished.find((f) => f.who === 'member')!.at;
    expect(accepted.some((f) => f.at > memberDone), JSON.stringify(finished)).toBe(true);
    // One address's share (one running, two waiting in the anonymous lane), not four accounts': the rest refused.
    for (const refused of prospectAnswers.filter((f) => f.status !== 201)) {
      expect([[503, 'busy'], [429, 'rate_limited']]).toContainEqual([refused.status, refused.code]);
    }
    expect(prospectAnswers.filter((f) => f.status !== 201).length).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
