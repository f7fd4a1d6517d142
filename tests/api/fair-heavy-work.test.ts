/**
 * Fair heavy work against the real server (decision 037): one member floods the members' lane
 * with large photos; another member's small photo is converted at once (the slot no single account
 * may hold, and turns between accounts), a contract's second signature seals (sealing has its own
 * slot), and the flooder's uploads past its share answer 429 `rate_limited` with Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { photo } from '../support/file-fixtures.ts';
import { upload } from '../support/uploads.ts';
import { putAnswers, sampleAnswers, setupMatch } from '../support/collaboration.ts';

const sign = (token: string, matchId: string, fullName: string) =>
  api('/api/collaboration-contract/sign', { token, body: { match_id: matchId, full_name: fullName, accept: true } });

describe('one member flooding the members lane', () => {
  it('leaves another member a slot (done before the flood is), lets a signature seal, and refuses the flood past its share with 429', async () => {
    const [flooder, other] = await Promise.all([newUser(), newUser()]);
    const setup = await setupMatch();
    await putAnswers(setup.requester.token, setup.matchId, sampleAnswers());
    const locked = await putAnswers(setup.partner.token, setup.matchId, sampleAnswers());
    expect(locked.body.finalized).toBe(true);
    const names = locked.body.parties;
    expect((await sign(setup.requester.token, setup.matchId, names.demandeur.name)).status).toBe(200);

    // 7,000 × 7,000 (49 MP): about a second or more of decoding each on this machine.
    const large = await photo('png', 7000, 7000);
    const small = await photo('png', 64, 64);
    const floodDone: number[] = [];
    // The first refusal says the flooder holds its whole share (one running, two waiting): its
    // conversions are still ahead, whatever the machine's speed (a fixed wait was over on a fast one).
    let shareFull: () => void = () => {};
    const firstRefusal = new Promise<void>((resolve) => (shareFull = resolve));
    const flood = Array.from({ length: 6 }, () =>
      upload({ type: 'gallery', file: large, filename: 'large.png' }, { token: flooder.token }).then((res) => {
        if (res.status === 201) floodDone.push(performance.now());
        else shareFull();
        return res;
      }),
    );
    await Promise.race([firstRefusal, Promise.allSettled(flood)]);

    const mine = await upload({ type: 'gallery', file: small, filename: 'small.png' }, { token: other.token });
    const mineDone = performance.now();
    expect(mine.status, mine.text).toBe(201);

    const sealed = await sign(setup.partner.token, setup.matchId, names.partenaire.name);
    expect(sealed.status, sealed.text).toBe(200);
    expect(sealed.body.sealed).toBe(true);

    const answers = await Promise.all(flood);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((res) => res.status !== 201)) {
      expect([refused.status, errorCode(refused)]).toEqual([429, 'rate_limited']);
      expect(refused.headers.get('retry-after')).toBe('5');
    }
    // The other member did not wait behind the flood (an order, not a time: decision 063).
    expect(floodDone.some((at) => at > mineDone), JSON.stringify({ floodDone, mineDone })).toBe(true);
    // One running and two waiting per account: at most 3 of the 6 were taken.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
