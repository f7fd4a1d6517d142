/** The fair lane's class rules (decision 063): several accounts per job, newcomers in a free lane. */
import { describe, expect, it } from 'vitest';
import { FairLane, LaneRefusal } from './fair-lane.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));
const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e instanceof LaneRefusal ? e.reason : String(e)));

describe('a job counted against its address and its account', () => {
  it('holds four accounts from one address to that address’s one share', async () => {
    const lane = new FairLane({ concurrency: 3, maxWaiting: 10, perAccountRunning: 1, perAccountWaiting: 1 });
    const g = gate();
    const first = lane.run(['address:A', 'p1'], () => g.opened);
    const second = lane.run(['address:A', 'p2'], () => g.opened); // waits: the address runs one already
    await tick();
    expect(lane.activeCount).toBe(1);
    expect(lane.pendingCount).toBe(1);
    // A third and fourth account from the same address: the address already keeps one waiting.
    expect(lane.refusal(['address:A', 'p3'])).toBe('account_full');
    expect(await refusalOf(lane.run(['address:A', 'p4'], () => g.opened))).toBe('account_full');
    // Another address is served at once, on a free slot.
    let other = false;
    await lane.run(['address:B', 'p5'], async () => void (other = true));
    expect(other).toBe(true);
    g.open();
    await Promise.all([first, second]);
    expect(lane.pendingCount).toBe(0);
  });

  it('holds one account using two addresses to its own share', async () => {
    const lane = new FairLane({ concurrency: 3, maxWaiting: 10, perAccountRunning: 1, perAccountWaiting: 0 });
    const g = gate();
    const first = lane.run(['address:A', 'p1'], () => g.opened);
    await tick();
    expect(await refusalOf(lane.run(['address:B', 'p1'], () => g.opened))).toBe('account_full');
    g.open();
    await first;
  });
});

describe('newcomers', () => {
  async function order(newcomersWait: boolean): Promise<string[]> {
    const lane = new FairLane({ concurrency: 1, maxWaiting: 10, perAccountRunning: 1, perAccountWaiting: 5, newcomersWait });
    const served: string[] = [];
    const g = gate();
    const held = lane.run('waiting-member', async () => {
      served.push('waiting-member');
      await g.opened;
    });
    await tick();
    const jobs = [lane.run('waiting-member', async () => void served.push('waiting-member')), lane.run('fresh', async () => void served.push('fresh'))];
    g.open();
    await Promise.all([held, ...jobs]);
    return served;
  }

  it('in a lane of free accounts, a fresh account waits behind one served before it came', async () => {
    expect(await order(true)).toEqual(['waiting-member', 'waiting-member', 'fresh']);
  });

  it('in the members’ lane, a member who has had nothing yet goes first', async () => {
    expect(await order(false)).toEqual(['waiting-member', 'fresh', 'waiting-member']);
  });
});
