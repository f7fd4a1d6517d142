/**
 * The one place heavy file work runs (decisions 017 and 037): photo conversion (sharp),
 * PDF and ZIP inspection, data-export builds. Each job holds a slot of a bounded lane for as long
 * as it runs, on behalf of an account (a user id; an address for uploads without a session):
 *
 *   const photo = await runBounded({ lane: 'anonymous', account: ip }, => convertPhoto(…));
 *   const encrypted = await runBounded({ lane: 'member', account: user.id }, (signal) => isEncryptedPdf(path, signal));
 *
 * - two lanes: `member` (people with a paid formula, staff) and `anonymous` (everyone else: no
 *   session, or an account without a paid formula — a prospect who applied and never paid, a
 *   lapsed member; decision 063). Each has its own concurrency and queue, so free accounts can
 *   fill only their own lane and never take the slots members need; in it, a prospect's work
 *   counts against its address as well as its account, so many free accounts from one address
 *   share one address's share;
 * - inside a lane, accounts are served in turn and each has a share (fair-lane.ts, decision 037):
 *   one account runs at most `concurrency − 1` jobs (one slot always stays for the others) and
 *   keeps at most HEAVY_WORK_PER_ACCOUNT_QUEUE waiting; past that 429 `rate_limited`;
 * - a lane whose queue is full refuses at once with 503 `busy` and a Retry-After (nothing is read
 *   further, nothing stored): waiting in an unbounded queue is how memory and latency run away;
 * - every job gets an AbortSignal that fires after HEAVY_WORK_TIMEOUT_SECONDS; the caller is
 *   answered 503 `busy` then, while the slot stays taken until the job really stops (sharp has its
 *   own timeout, the inspections check the signal), so the bound on concurrent work always holds;
 * - sealing a contract has a slot of its own (runSealing): it waits its turn, never `busy`.
 *
 * Why it matters for sign-in: sharp runs each pipeline on a thread of libuv's pool, the pool
 * that scrypt (password hashing) and file I/O use too. At most `member + anonymous` jobs run at
 * once, and scripts/start.ts sizes UV_THREADPOOL_SIZE above that, so hashing always finds a
 * free thread; sharp.concurrency keeps each job to a few libvips threads (CPU left for the rest).
 */
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import { availableParallelism } from 'node:os';
import { env } from '#src/env.ts';
import { AppError } from '../http/errors.ts';
import { FairLane, LaneRefusal, type Refusal } from './fair-lane.ts';

export type WorkLane = 'member' | 'anonymous';

/**
 * Whose work it is: the lane, and the account it is counted against (a user id, or an address);
 * `alsoCountedAs` a second account held to its share too (a prospect's own id beside its address:
 * decision 063). Build tickets for people with `workTicketFor` (src/server/account/auth/work-ticket.ts).
 */
export interface WorkTicket {
  lane: WorkLane;
  account: string;
  alsoCountedAs?: string;
}

const accountsOf = (ticket: WorkTicket): string[] => (ticket.alsoCountedAs ? [ticket.account, ticket.alsoCountedAs] : [ticket.account]);

export interface BoundedWorkSettings {
  memberConcurrency: number;
  anonymousConcurrency: number;
  memberQueue: number;
  anonymousQueue: number;
  /** Jobs one account may keep waiting in a lane (besides those running). */
  perAccountQueue: number;
  timeoutMs: number;
  threadsPerJob: number;
}

/** What a refused job suggests in `Retry-After`: a conversion takes a few seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

let lanes: Record<WorkLane, FairLane> | undefined;
let sealing: LimitFunction | undefined;
let settings: BoundedWorkSettings | undefined;

/** The members' lane runs at least 2 jobs, so one account can never hold all of it (decision 037). */
export function defaultMemberConcurrency(cores: number): number {
  return Math.max(2, cores - 1);
}

/** The lane sizes from the settings (src/env.ts). */
export function boundedWorkSettings(): BoundedWorkSettings {
  const e = env();
  return {
    memberConcurrency: e.HEAVY_WORK_CONCURRENCY ?? defaultMemberConcurrency(availableParallelism()),
    anonymousConcurrency: e.HEAVY_WORK_ANONYMOUS_CONCURRENCY,
    memberQueue: e.HEAVY_WORK_QUEUE,
    anonymousQueue: e.HEAVY_WORK_ANONYMOUS_QUEUE,
    perAccountQueue: e.HEAVY_WORK_PER_ACCOUNT_QUEUE,
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

/** The lanes' figures in force (configured, or read from the settings on first use). */
export function currentBoundedWork(): BoundedWorkSettings {
  if (!settings) configureBoundedWork();
  return settings!;
}

const laneOfSize = (concurrency: number, maxWaiting: number, perAccountWaiting: number, newcomersWait: boolean) =>
  // With one slot, an account may take it (nothing else can be done); with more, one stays free for others.
  new FairLane({ concurrency, maxWaiting, perAccountRunning: Math.max(1, concurrency - 1), perAccountWaiting, newcomersWait });

/** (Re)creates the lanes; tests call it with small figures. */
export function configureBoundedWork(next: BoundedWorkSettings = boundedWorkSettings()): void {
  settings = next;
  lanes = {
    member: laneOfSize(next.memberConcurrency, next.memberQueue, next.perAccountQueue, false),
    // Free accounts cost nothing to make: a new one waits its turn behind those waiting (decision 063).
    anonymous: laneOfSize(next.anonymousConcurrency, next.anonymousQueue, next.perAccountQueue, true),
  };
  sealing = pLimit(1);
  sharp.concurrency(next.threadsPerJob);
}

function laneOf(name: WorkLane): FairLane {
  if (!lanes) configureBoundedWork();
  return lanes![name];
}

export function busy(): AppError {
  return new AppError('busy', { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
}

/** The account already has its share of the lane: 429 like any other per-account limit. */
function accountBusy(): AppError {
  return new AppError('rate_limited', { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) }, details: { reason: 'heavy_work_per_account' } });
}

const refusalError = (reason: Exclude<Refusal, null>) => (reason === 'lane_full' ? busy() : accountBusy());

/**
 * Throws 503 `busy` when the lane's queue is full, 429 `rate_limited` when the account already has
 * its share: call it before reading an upload's body. The answer closes the connection: the body
 * it refuses is not read, and a client that stops sending it on hearing the answer would otherwise
 * send its next request on a connection whose server still takes those bytes for the rest of the
 * upload (a request lost at the transport level, seen in the isolation bench).
 */
export function assertCapacity(ticket: WorkTicket): void {
  const reason = laneOf(ticket.lane).refusal(accountsOf(ticket));
  if (reason) {
    const refused = refusalError(reason);
    refused.headers.connection = 'close';
    throw refused;
  }
}

/** Running and waiting jobs per lane (readiness, logs, tests). */
export function boundedWorkLoad(): Record<WorkLane, { running: number; waiting: number }> {
  const load = (name: WorkLane) => ({ running: laneOf(name).activeCount, waiting: laneOf(name).pendingCount });
  return { member: load('member'), anonymous: load('anonymous') };
}

/**
 * Runs `job` in the lane once the account's turn gives it a slot; 503 `busy` when the queue is
 * full or the job outlives the time limit (its signal is then aborted; the slot is freed when the
 * job ends), 429 when the account already has its share.
 */
export function runBounded<T>(ticket: WorkTicket, job: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const lane = laneOf(ticket.lane);
  const timeoutMs = settings!.timeoutMs;
  return new Promise<T>((resolve, reject) => {
    lane
      .run(accountsOf(ticket), async () => {
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
      })
      .catch((error: unknown) => reject(error instanceof LaneRefusal ? refusalError(error.reason) : error));
  });
}

/**
 * Sealing a contract (rendering and signing its PDF): one at a time in a slot of its own, never
 * behind file work and never refused — a second signature always seals (decision 037).
 */
export function runSealing<T>(job: () => Promise<T>): Promise<T> {
  if (!sealing) configureBoundedWork();
  return sealing!(job);
}
