/** The bounded lanes of heavy file work (issue 18, decision 017). */
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { assertCapacity, boundedWorkLoad, configureBoundedWork, runBounded, type BoundedWorkSettings } from './bounded-work.ts';

const small: BoundedWorkSettings = { memberConcurrency: 2, anonymousConcurrency: 1, memberQueue: 2, anonymousQueue: 1, timeoutMs: 2000, threadsPerJob: 1 };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof AppError ? `${error.code} ${error.headers['retry-after']}` : String(error)));

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
    const accepted = [runBounded('member', job), runBounded('member', job), runBounded('member', job), runBounded('member', job)];
    expect(boundedWorkLoad().member).toEqual({ running: 2, waiting: 2 });
    expect(await codeOf(runBounded('member', job))).toBe('busy 5');
    expect(() => assertCapacity('member')).toThrow(AppError);
    // Refused before its body is read: the answer closes the connection, the body is never taken for the next request.
    expect(() => assertCapacity('member')).toThrow(expect.objectContaining({ code: 'busy', headers: { 'retry-after': '5', connection: 'close' } }));
    g.open();
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done']);
    expect(most).toBe(2);
    expect(() => assertCapacity('member')).not.toThrow();
  });

  it('keeps anonymous work in its own lane: a full anonymous lane leaves members their slots', async () => {
    configureBoundedWork(small);
    const g = gate();
    const anonymous = [runBounded('anonymous', () => g.opened), runBounded('anonymous', () => g.opened)];
    expect(await codeOf(runBounded('anonymous', () => g.opened))).toBe('busy 5');
    expect(() => assertCapacity('anonymous')).toThrow(AppError);
    // Members are served at once although strangers fill their lane.
    expect(await runBounded('member', async () => 'member served')).toBe('member served');
    g.open();
    await Promise.all(anonymous);
  });

  it('answers busy when a job outlives its time limit, and keeps the slot until the job stops', async () => {
    configureBoundedWork({ ...small, anonymousConcurrency: 1, timeoutMs: 100 });
    let stoppedAt = 0;
    const slow = runBounded('anonymous', (signal) => new Promise<void>((resolve) => signal.addEventListener('abort', () => setTimeout(() => {
      stoppedAt = Date.now();
      resolve();
    }, 200))));
    const started = Date.now();
    expect(await codeOf(slow)).toBe('busy 5');
    expect(Date.now() - started).toBeLessThan(250);
    expect(boundedWorkLoad().anonymous.running).toBe(1); // still stopping
    let nextStartedAt = 0;
    await runBounded('anonymous', async () => {
      nextStartedAt = Date.now();
    });
    expect(nextStartedAt).toBeGreaterThanOrEqual(stoppedAt);
  });
});
