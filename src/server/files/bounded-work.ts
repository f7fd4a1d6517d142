/**
 * The one place heavy file work runs (issue 18, decision 017): photo conversion (sharp), PDF and
 * ZIP inspection. Each job holds a slot of a bounded lane (p-limit) for as long as it runs:
 *
 *   const photo = await runBounded('anonymous', () => convertPhoto(path, { timeoutSeconds: sharpTimeoutSeconds() }));
 *   const encrypted = await runBounded('member', (signal) => isEncryptedPdf(path, signal));
 *
 * - two lanes: `member` (signed-in people, admins) and `anonymous` (candidature photos sent
 *   without a session). Each has its own concurrency and queue, so strangers can fill only their
 *   own lane and never take the slots members need;
 * - a lane whose queue is full refuses at once with 503 `busy` and a Retry-After (nothing is read
 *   further, nothing stored): waiting in an unbounded queue is how memory and latency run away;
 * - every job gets an AbortSignal that fires after HEAVY_WORK_TIMEOUT_SECONDS; the caller is
 *   answered 503 `busy` then, while the slot stays taken until the job really stops (sharp has its
 *   own timeout, the inspections check the signal), so the bound on concurrent work always holds.
 *
 * Why it matters for sign-in: sharp runs each pipeline on a thread of libuv's pool, the pool
 * that scrypt (password hashing) and file I/O use too. At most `member + anonymous` jobs run at
 * once, and scripts/start.ts sizes UV_THREADPOOL_SIZE above that, so hashing always finds a
 * free thread; sharp.concurrency keeps each job to a few libvips threads (CPU left for the rest).
 */
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import { availableParallelism } from 'node:os';
import { env } from '../../env.ts';
import { AppError } from '../http/errors.ts';

export type WorkLane = 'member' | 'anonymous';

interface Lane {
  limit: LimitFunction;
  concurrency: number;
  maxQueue: number;
}

/** Full when running + waiting reach concurrency + queue (p-limit counts a job as waiting until it starts). */
const isFull = (lane: Lane) => lane.limit.activeCount + lane.limit.pendingCount >= lane.concurrency + lane.maxQueue;

export interface BoundedWorkSettings {
  memberConcurrency: number;
  anonymousConcurrency: number;
  memberQueue: number;
  anonymousQueue: number;
  timeoutMs: number;
  threadsPerJob: number;
}

/** What a refused job suggests in `Retry-After`: a conversion takes a few seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

let lanes: Record<WorkLane, Lane> | undefined;
let settings: BoundedWorkSettings | undefined;

/** The lane sizes from the settings (src/env.ts); member concurrency defaults to cores − 1. */
export function boundedWorkSettings(): BoundedWorkSettings {
  const e = env();
  return {
    memberConcurrency: e.HEAVY_WORK_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
    anonymousConcurrency: e.HEAVY_WORK_ANONYMOUS_CONCURRENCY,
    memberQueue: e.HEAVY_WORK_QUEUE,
    anonymousQueue: e.HEAVY_WORK_ANONYMOUS_QUEUE,
    timeoutMs: e.HEAVY_WORK_TIMEOUT_SECONDS * 1000,
    threadsPerJob: e.HEAVY_WORK_THREADS_PER_JOB,
  };
}

/**
 * For sharp's own timeout (whole seconds): one second after the lane's limit, so the caller is
 * answered `busy` by runBounded and libvips really stops right after.
 */
export function sharpTimeoutSeconds(): number {
  if (!settings) configureBoundedWork();
  return Math.ceil(settings!.timeoutMs / 1000) + 1;
}

/** (Re)creates the lanes; tests call it with small figures. */
export function configureBoundedWork(next: BoundedWorkSettings = boundedWorkSettings()): void {
  settings = next;
  lanes = {
    member: { limit: pLimit(next.memberConcurrency), concurrency: next.memberConcurrency, maxQueue: next.memberQueue },
    anonymous: { limit: pLimit(next.anonymousConcurrency), concurrency: next.anonymousConcurrency, maxQueue: next.anonymousQueue },
  };
  sharp.concurrency(next.threadsPerJob);
}

function laneOf(name: WorkLane): Lane {
  if (!lanes) configureBoundedWork();
  return lanes![name];
}

export function busy(): AppError {
  return new AppError('busy', { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
}

/**
 * Throws 503 `busy` when the lane's queue is full: call it before reading an upload's body. The
 * answer closes the connection: the body it refuses is not read, and a client that stops sending
 * it on hearing the answer would otherwise send its next request on a connection whose server
 * still takes those bytes for the rest of the upload (a request lost at the transport level, seen
 * in the isolation bench).
 */
export function assertCapacity(name: WorkLane): void {
  if (isFull(laneOf(name))) {
    const refused = busy();
    refused.headers.connection = 'close';
    throw refused;
  }
}

/** Running and waiting jobs per lane (readiness, logs, tests). */
export function boundedWorkLoad(): Record<WorkLane, { running: number; waiting: number }> {
  const load = (name: WorkLane) => ({ running: laneOf(name).limit.activeCount, waiting: laneOf(name).limit.pendingCount });
  return { member: load('member'), anonymous: load('anonymous') };
}

/**
 * Runs `job` in the lane once a slot is free; 503 `busy` when the queue is full or the job
 * outlives the time limit (its signal is then aborted; the slot is freed when the job ends).
 */
export function runBounded<T>(name: WorkLane, job: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const lane = laneOf(name);
  if (isFull(lane)) return Promise.reject(busy());
  const timeoutMs = settings!.timeoutMs;
  return new Promise<T>((resolve, reject) => {
    void lane.limit(async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => {
        controller.abort(new Error('heavy work time limit'));
        reject(busy());
      }, timeoutMs);
      try {
        resolve(await job(controller.signal));
      } catch (error) {
        reject(controller.signal.aborted ? busy() : error);
      } finally {
        clearTimeout(timer);
      }
    });
  });
}
