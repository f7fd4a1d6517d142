/** The render pool: PDFs drawn on worker threads, never on the event loop (decision 053). */
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { fail, spin } from './render-pool-probe.ts';
import { configureRenderPool, offLoopRender, RenderFailed, renderPoolEvents, renderPoolLoad, RenderStopped, stopRenderPool } from './render-pool.ts';

const PROBE = 'src/server/platform/cpu/render-pool-probe.ts';
const spinOffLoop = offLoopRender(PROBE, 'spin', spin);
const failOffLoop = offLoopRender(PROBE, 'fail', fail);

afterAll(() => stopRenderPool());

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Waits, turn by turn, until the render has started on its thread. */
async function untilStarted(flags: Int32Array): Promise<number> {
  let turns = 0;
  while (Atomics.load(flags, 1) === 0) {
    await turn();
    turns += 1;
  }
  return turns;
}

/** Niceness of this process's threads (field 19 of /proc/…/stat). */
function niceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('offLoopRender', () => {
  it('runs the render on another thread, at a lower priority, while the event loop keeps turning', async () => {
    const shared = new SharedArrayBuffer(8);
    const flags = new Int32Array(shared);
    const render = spinOffLoop({ flags: shared });
    await untilStarted(flags);
    // The render is running and never yields; here, the event loop still turns.
    let turns = 0;
    for (; turns < 20; turns++) await turn();
    expect(Atomics.load(flags, 0)).toBe(0);
    expect(renderPoolLoad()).toMatchObject({ running: 1, waiting: 0 });
    expect(niceness()).toContain(10);
    Atomics.store(flags, 0, 1);
    const bytes = (await render).toString();
    expect(bytes).toMatch(/^thread \d+$/);
    expect(bytes).not.toBe(`thread ${threadId}`);
    expect(renderPoolLoad().running).toBe(0);
  });

  it('gives the error of a render that throws, and the thread serves the next one', async () => {
    const error = await failOffLoop(undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderFailed);
    expect((error as Error).message).toBe('TypeError: drawn wrong');
    const shared = new SharedArrayBuffer(8);
    Atomics.store(new Int32Array(shared), 0, 1);
    await expect(spinOffLoop({ flags: shared })).resolves.toBeInstanceOf(Buffer);
  });

  it('stops a render whose signal fires: its thread is terminated, the next render gets a new one', async () => {
    const shared = new SharedArrayBuffer(8);
    const controller = new AbortController();
    const render = spinOffLoop({ flags: shared }, { signal: controller.signal });
    await untilStarted(new Int32Array(shared));
    controller.abort(new Error('time limit'));
    await expect(render).rejects.toBeInstanceOf(RenderStopped);
    const next = new SharedArrayBuffer(8);
    Atomics.store(new Int32Array(next), 0, 1);
    await expect(spinOffLoop({ flags: next })).resolves.toBeInstanceOf(Buffer);
  });

  it('fails the render of a thread killed as it starts, and never keeps a half result', async () => {
    const shared = new SharedArrayBuffer(8);
    renderPoolEvents.once('start', (worker) => void worker.terminate());
    await expect(spinOffLoop({ flags: shared })).rejects.toBeInstanceOf(RenderStopped);
    expect(renderPoolLoad().running).toBe(0);
  });

  it('stops a thread left idle, and starts one again for the next render', async () => {
    configureRenderPool({ idleMs: 20 });
    try {
      const shared = new SharedArrayBuffer(8);
      Atomics.store(new Int32Array(shared), 0, 1);
      await spinOffLoop({ flags: shared });
      while (renderPoolLoad().threads > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(spinOffLoop({ flags: shared })).resolves.toBeInstanceOf(Buffer);
    } finally {
      configureRenderPool({ idleMs: 60_000 });
    }
  });

  it('refuses a module outside the server code', async () => {
    const outside = offLoopRender('package.json', 'x', fail);
    await expect(outside(undefined)).rejects.toThrow(/not a render module/);
  });
});
