/** The bounded lanes of heavy file work (decisions 017 and 037). */
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { assertCapacity, boundedWorkLoad, configureBoundedWork, runBounded, runSealing, type BoundedWorkSettings, type WorkTicket } from './bounded-work.ts';

const small: BoundedWorkSettings = { memberConcurrency: 2, anonymousConcurrency: 1, memberQueue: 4, anonymousQueue: 2, perAccountQueue: 2, timeoutMs: 2000, threadsPerJob: 1 };
const member = (account: string): WorkTicket => ({ lane: 'member', account });
const anonymous = (account: string): WorkTicket => ({ lane: 'anonymous', account });

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof AppError ? `${error.code} ${error.headers['retry-after']}` : String(error)));
const tick = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => configureBoundedWork(small));

describe('runBounded', () => {
  it('runs at most `concurrency` jobs per lane and refuses with 503 busy past the queue', async () => {
    configureBoundedWork(small);
    const g = gate();
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await g.opened;
      running -= 1;
      return 'done';
    };
    // Three accounts, two jobs each: 2 run (one each for a and b), 4 wait.
    const accepted = ['a', 'a', 'b', 'b', 'c', 'c'].map((account) => runBounded(member(account), job));
    await tick();
    expect(boundedWorkLoad().member).toEqual({ running: 2, waiting: 4 });
    expect(await codeOf(runBounded(member('d'), job))).toBe('busy 5');
    // Refused before its body is read: the answer closes the connection, the body is never taken for the next request.
    expect(() => assertCapacity(member('d'))).toThrow(expect.objectContaining({ code: 'busy', headers: { 'retry-after': '5', connection: 'close' } }));
    g.open();
    expect(await Promise.all(accepted)).toEqual(Array(6).fill('done'));
    expect(most).toBe(2);
    expect(() => assertCapacity(member('d'))).not.toThrow();
  });

  it('gives one account at most concurrency − 1 slots and 2 waiting jobs: 429 beyond, others still served at once', async () => {
    configureBoundedWork({ ...small, memberQueue: 16 });
    const g = gate();
    const flood = [runBounded(member('flooder'), () => g.opened), runBounded(member('flooder'), () => g.opened), runBounded(member('flooder'), () => g.opened)];
    await tick();
    expect(boundedWorkLoad().member).toEqual({ running: 1, waiting: 2 });
    expect(await codeOf(runBounded(member('flooder'), () => g.opened))).toBe('rate_limited 5');
    expect(() => assertCapacity(member('flooder'))).toThrow(expect.objectContaining({ code: 'rate_limited', status: 429, headers: { 'retry-after': '5', connection: 'close' } }));
    // Another member takes the slot the flooder may not hold, without waiting.
    expect(await runBounded(member('other'), async () => 'served')).toBe('served');
    g.open();
    await Promise.all(flood);
  });

  it('serves waiting accounts in turn, not first come first served', async () => {
    configureBoundedWork({ ...small, memberConcurrency: 2, memberQueue: 16 });
    const holder = gate();
    const order: string[] = [];
    const held = runBounded(member('holder'), () => holder.opened); // one slot held throughout
    const quick = (account: string) => runBounded(member(account), async () => void order.push(account));
    const gates = [gate(), gate()];
    // The flooder runs one and queues two before b and c ask.
    const first = runBounded(member('flooder'), async () => {
      order.push('flooder');
      await gates[0]!.opened;
    });
    await tick();
    const all = [quick('flooder'), quick('flooder'), quick('b'), quick('c')];
    await tick();
    gates[0]!.open();
    await first;
    await Promise.all(all);
    expect(order).toEqual(['flooder', 'b', 'c', 'flooder', 'flooder']);
    holder.open();
    await held;
  });

  it('keeps anonymous work in its own lane: a full anonymous lane leaves members their slots', async () => {
    configureBoundedWork(small);
    const g = gate();
    const strangers = [runBounded(anonymous('10.0.0.1'), () => g.opened), runBounded(anonymous('10.0.0.2'), () => g.opened), runBounded(anonymous('10.0.0.3'), () => g.opened)];
    await tick();
    expect(await codeOf(runBounded(anonymous('10.0.0.4'), () => g.opened))).toBe('busy 5');
    expect(() => assertCapacity(anonymous('10.0.0.4'))).toThrow(AppError);
    // Members are served at once although strangers fill their lane.
    expect(await runBounded(member('m'), async () => 'member served')).toBe('member served');
    g.open();
    await Promise.all(strangers);
  });

  it('answers busy when a job outlives its time limit, and keeps the slot until the job stops', async () => {
    configureBoundedWork({ ...small, anonymousConcurrency: 1, timeoutMs: 100 });
    // The job stops only when the test says so (a timer would make this a race with the machine):
    // busy is answered while it still runs, and its slot is held until it has stopped.
    const stop = gate();
    let stoppedAt = 0;
    const slow = runBounded(anonymous('10.0.0.1'), (signal) => new Promise<void>((resolve) => signal.addEventListener('abort', () => void stop.opened.then(() => {
      stoppedAt = Date.now();
      resolve();
    }))));
    expect(await codeOf(slow)).toBe('busy 5');
    expect(stoppedAt).toBe(0);
    expect(boundedWorkLoad().anonymous.running).toBe(1); // still stopping
    let nextStartedAt = 0;
    const next = runBounded(anonymous('10.0.0.2'), async () => {
      nextStartedAt = Date.now();
    });
    for (let i = 0; i < 5; i++) await tick();
    expect(nextStartedAt).toBe(0); // waits for the slot
    stop.open();
    await next;
    expect(stoppedAt).toBeGreaterThan(0);
    expect(nextStartedAt).toBeGreaterThanOrEqual(stoppedAt);
  });
});

describe('runSealing', () => {
  it('seals while the members lane is full: its own slot, never busy', async () => {
    configureBoundedWork({ ...small, memberQueue: 0 });
    const g = gate();
    const full = [runBounded(member('a'), () => g.opened), runBounded(member('b'), () => g.opened)];
    await tick();
    expect(await codeOf(runBounded(member('c'), () => g.opened))).toBe('busy 5');
    expect(await runSealing(async () => 'sealed')).toBe('sealed');
    g.open();
    await Promise.all(full);
  });
});
