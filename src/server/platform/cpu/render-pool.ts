/**
 * The render pool (decision 053): PDFs are drawn and signed on worker threads, never on the
 * server's event loop. pdfkit and the PAdES signature are synchronous JavaScript (a sealed
 * contract took 2–2.5 s of a loaded host's CPU, during which no request was answered, liveness
 * included); a thread of this pool does it while the event loop keeps serving.
 *
 * - A render is declared once beside its function, with the module it lives in and the export
 *   name the thread calls (plain-data input, bytes out):
 *     export const renderOffLoop = offLoopRender('src/server/x/x-pdf.ts', 'renderX', renderX);
 *   The module must import nothing heavy (no database, no sharp): the thread loads it.
 * - How many renders run at once is decided by the lanes (bounded-work.ts: the members' lane,
 *   the sealing slot); the pool only gives each a thread, started on first use, at most
 *   `members + 1` threads, a render waiting here only when more were asked. A thread holds about
 *   100 MB (its heap, pdfkit, parsed fonts): one idle for a minute stops, the next render starts one.
 * - Each thread runs at a lower CPU priority (`HEAVY_WORK_NICE`, per thread on Linux).
 * - A render whose signal fires (the lane's time limit, a closed request) stops for real: its
 *   thread is terminated (and replaced on the next render); so does one whose thread dies.
 *   Either way the caller gets `RenderStopped` and nothing of the render remains.
 * - Without the sources beside the build (an unusual deployment) renders run in the process.
 */
import { Worker } from 'node:worker_threads';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { env } from '#src/env.ts';
import { currentBoundedWork } from './bounded-work.ts';
import type { RenderReply, RenderRequest } from './render-worker.ts';

/** A render that did not finish: its thread was stopped (time limit, caller gone) or died. */
export class RenderStopped extends Error {
  override name = 'RenderStopped';
}

/** A render failed inside its thread (the render function threw): its message, as thrown there. */
export class RenderFailed extends Error {
  override name = 'RenderFailed';
}

export interface RenderOptions {
  signal?: AbortSignal;
}

export type OffLoopRender<I> = (input: I, options?: RenderOptions) => Promise<Buffer>;

interface Job {
  request: RenderRequest;
  signal?: AbortSignal;
  resolve: (bytes: Buffer) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  onAbort: (() => void) | null;
  idleTimer: NodeJS.Timeout | null;
}

const threads: Thread[] = [];
const waiting: Job[] = [];
let nextId = 1;
let maxThreads: number | undefined;
let idleMs = 60_000;

/** What tests and the bench watch: a render handed to a thread (`start`, with the thread's worker). */
export const renderPoolEvents = new EventEmitter<{ start: [Worker, RenderRequest] }>();

const projectRoot = () => process.env.ATELIER_ROOT ?? process.cwd();
const workerEntry = () => resolve(projectRoot(), 'src/server/platform/cpu/render-worker.ts');

/** The pool's size: one thread per slot of the members' lane, plus the sealing slot. */
export function renderPoolSize(): number {
  maxThreads ??= currentBoundedWork().memberConcurrency + 1;
  return maxThreads;
}

/** Sets the pool's size and how long a thread may stay idle (tests); threads already started stay. */
export function configureRenderPool(settings: { size?: number; idleMs?: number }): void {
  if (settings.size !== undefined) maxThreads = settings.size;
  if (settings.idleMs !== undefined) idleMs = settings.idleMs;
}

/**
 * Declares a render that runs on the pool: `module` (from the project root) must export `fn`
 * under `exportName`; `fn` itself runs here only when the sources are not there.
 */
export function offLoopRender<I>(module: string, exportName: string, fn: (input: I) => Promise<Buffer>): OffLoopRender<I> {
  return (input, options = {}) => {
    if (!existsSync(workerEntry())) return fn(input);
    options.signal?.throwIfAborted();
    return new Promise<Buffer>((resolvePromise, reject) => {
      const job: Job = { request: { id: nextId++, module, exportName, input }, signal: options.signal, resolve: resolvePromise, reject };
      const abort = () => {
        const index = waiting.indexOf(job);
        if (index < 0) return;
        waiting.splice(index, 1);
        reject(new RenderStopped('render stopped before it started', { cause: options.signal?.reason }));
      };
      options.signal?.addEventListener('abort', abort, { once: true });
      waiting.push(job);
      dispatch();
    });
  };
}

function startThread(): Thread {
  const worker = new Worker(workerEntry(), { workerData: { root: projectRoot(), nice: env().HEAVY_WORK_NICE }, execArgv: [], stdout: false, stderr: false });
  const thread: Thread = { worker, job: null, onAbort: null, idleTimer: null };
  worker.on('message', (reply: RenderReply) => {
    const job = thread.job;
    if (!job || job.request.id !== reply.id) return;
    finish(thread);
    if (reply.ok) job.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    else job.reject(new RenderFailed(`${reply.name}: ${reply.message}`));
    dispatch();
  });
  const gone = (why: string) => {
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    const job = thread.job;
    finish(thread);
    job?.reject(new RenderStopped(`render thread ${why}`, { cause: job.signal?.reason }));
    dispatch();
  };
  worker.on('error', (error) => gone(`failed: ${error.message}`));
  worker.on('exit', (code) => gone(`exited (${code})`));
  worker.unref();
  threads.push(thread);
  return thread;
}

/** Frees a thread of its job (it stays, idle, for the next one). */
function finish(thread: Thread): void {
  if (thread.onAbort) thread.job?.signal?.removeEventListener('abort', thread.onAbort);
  thread.job = null;
  thread.onAbort = null;
  // An idle thread never keeps the process (a test, a stopping server) alive, and stops after a while.
  thread.worker.unref();
  if (thread.idleTimer) clearTimeout(thread.idleTimer);
  thread.idleTimer = setTimeout(() => {
    if (thread.job !== null) return;
    // Out of the pool first: no render may be handed to a thread that is stopping.
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    void thread.worker.terminate();
  }, idleMs);
  thread.idleTimer.unref();
}

function dispatch(): void {
  while (waiting.length > 0) {
    const thread = threads.find((t) => t.job === null) ?? (threads.length < renderPoolSize() ? startThread() : null);
    if (!thread) return;
    const job = waiting.shift()!;
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.job = job;
    if (job.signal) {
      // Rendering is synchronous in the thread: the only way to stop it is to stop the thread.
      thread.onAbort = () => void thread.worker.terminate();
      job.signal.addEventListener('abort', thread.onAbort, { once: true });
    }
    thread.worker.ref();
    thread.worker.postMessage(job.request);
    renderPoolEvents.emit('start', thread.worker, job.request);
  }
}

/** Threads started, renders running and waiting (readiness, tests, the bench). */
export function renderPoolLoad(): { threads: number; running: number; waiting: number } {
  return { threads: threads.length, running: threads.filter((t) => t.job !== null).length, waiting: waiting.length };
}

/** Stops every thread (server shutdown, tests); renders in flight fail with RenderStopped. */
export async function stopRenderPool(): Promise<void> {
  await Promise.all(threads.map((t) => t.worker.terminate()));
}
