import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishJobs, startJobs, stopJobs, type JobDeclaration } from './scheduler.ts';
import { logger } from '../log.ts';

afterEach(async () => {
  stopJobs();
  await finishJobs();
  vi.useRealTimers();
});

describe('the job scheduler', () => {
  it('starts jobs in order, runs each on its schedule and after its first delay, and stops them all', async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const job = (name: string, extra: Partial<JobDeclaration>): JobDeclaration => ({
      name,
      start: () => seen.push(`start ${name}`),
      run: async () => void seen.push(`run ${name}`),
      ...extra,
    });
    startJobs([
      job('now', { schedule: () => 'every:30', firstRunAfterMs: 0 }),
      job('later', { schedule: () => 'every:600', firstRunAfterMs: 5_000 }),
      job('off', { schedule: () => null, firstRunAfterMs: 5_000 }),
    ]);
    expect(seen).toEqual(['start now', 'run now', 'start later', 'start off']);
    seen.length = 0;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toEqual(['run later']);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(seen).toEqual(['run later', 'run now']);
    stopJobs();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(seen).toEqual(['run later', 'run now']);
  });

  it('skips a tick while the previous run goes on, and logs a failure instead of throwing', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    let runs = 0;
    let release = () => {};
    startJobs([
      {
        name: 'slow',
        schedule: () => 'every:1',
        run: () => {
          runs += 1;
          if (runs === 1) return new Promise<void>((resolve) => (release = resolve));
          return Promise.reject(new Error('boom'));
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2); // rejected, caught: the next tick runs again
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(3);
    expect(logged).toHaveBeenCalledWith('slow failed', expect.any(Error));
    logged.mockRestore();
  });

  it('at stop, begins each stop at once; finishJobs runs the last runs, then awaits the stops', async () => {
    const order: string[] = [];
    let stopped = () => {};
    startJobs([
      { name: 'views', run: async () => void order.push('flush'), runAtStop: true },
      { name: 'export', stop: () => new Promise<void>((resolve) => (stopped = () => (order.push('export stopped'), resolve()))) },
    ]);
    stopJobs();
    const finished = finishJobs().then(() => order.push('finished'));
    await Promise.resolve();
    expect(order).toEqual(['flush']);
    stopped();
    await finished;
    expect(order).toEqual(['flush', 'export stopped', 'finished']);
  });
});
