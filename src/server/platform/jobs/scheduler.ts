/**
 * The one scheduler of the jobs that run inside the server process. Each domain declares its
 * jobs (`JobDeclaration`: a name, a schedule, a run, and what to do at start and stop); the wiring
 * module (src/server/wiring.ts) hands them in, and only this module arms timers. Several instances
 * may run every job: each job claims its work or is idempotent (its own module says how).
 */
import { env, type Env } from '#src/env.ts';
import { logger } from '../log.ts';
import { cronMatches, parseSchedule } from './cron.ts';
import { errorCodes, isDatabaseUnavailable } from '../db/errors.ts';

export interface JobDeclaration {
  /** Names the job in the logs. */
  name: string;
  /** `every:<seconds>` or a cron line (in APP_TIMEZONE), from the settings; null: not scheduled in this install. */
  schedule?: (settings: Env) => string | null;
  /** Also run once this many milliseconds after start (0: at once), when the job is scheduled. */
  firstRunAfterMs?: number;
  run?: () => Promise<void>;
  /**
   * The modules `run` imports on first use. The start loads them before it listens (loadJobModules),
   * so a first run never compiles modules on the event loop while requests wait (issue 37: 64–106 ms
   * stalls 1, 5 and 10 s after start, in the seal-liveness bench).
   */
  load?: () => Promise<unknown>;
  /**
   * By default a tick is skipped while the previous run is still going, and a failure is logged
   * (the database away as one warning line); false for a run that keeps its own guard and log.
   */
  exclusive?: boolean;
  /** Called at start, before any run. */
  start?: () => void;
  /**
   * Called as soon as the server stops accepting requests: aborts or disables the work in flight.
   * Awaited (by finishJobs) before the database closes.
   */
  stop?: () => Promise<void> | void;
  /** Runs once more after the last request was answered, before the database closes. */
  runAtStop?: boolean;
}

interface Started {
  job: JobDeclaration;
  run: () => Promise<void>;
  clears: (() => void)[];
}

// On globalThis: the start script and the bundled server load this module twice (one scheduler).
const KEY = Symbol.for('atelier.scheduler');
type State = { started: Started[]; stopping: Promise<unknown>[] };
const state: State = ((globalThis as { [KEY]?: State })[KEY] ??= { started: [], stopping: [] });

/** A run whose tick is skipped while its previous run is still going; failures are logged. */
export function exclusive(name: string, run: () => Promise<void>): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      // The database away is an event, not a bug: one line; the next tick tries again.
      if (isDatabaseUnavailable(error)) logger.warn(`${name}: database unavailable (${errorCodes(error).join(', ')})`);
      else logger.error(`${name} failed`, error);
    } finally {
      running = false;
    }
  };
}

/** Arms the schedule's timer; returns what clears it. */
function arm(spec: string, run: () => Promise<void>): () => void {
  const parsed = parseSchedule(spec);
  if (parsed.kind === 'every') {
    const timer = setInterval(() => void run(), parsed.seconds * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }
  // Wake at each wall-clock minute and run when the cron fields match (in APP_TIMEZONE).
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    timer.unref();
  };
  const tick = () => {
    if (cronMatches(parsed, new Date(), env().APP_TIMEZONE)) void run();
    next();
  };
  next();
  return () => clearTimeout(timer);
}

/** Loads what each job's run imports on first use (see `load`); called by the start before it listens. */
export async function loadJobModules(jobs: readonly JobDeclaration[]): Promise<void> {
  await Promise.all(jobs.map((job) => job.load?.()));
}

/** Starts every job, in the order given. A second call does nothing. */
export function startJobs(jobs: readonly JobDeclaration[]): void {
  if (state.started.length > 0) return;
  const settings = env();
  for (const job of jobs) {
    const own = job.run;
    const run = !own ? async () => {} : job.exclusive === false ? () => own().catch((error: unknown) => logger.error(`${job.name} failed`, error)) : exclusive(job.name, own);
    const started: Started = { job, run, clears: [] };
    state.started.push(started);
    job.start?.();
    const spec = job.run && job.schedule ? job.schedule(settings) : null;
    if (!spec) continue;
    if (job.firstRunAfterMs === 0) void run();
    started.clears.push(arm(spec, run));
    if (job.firstRunAfterMs) {
      const first = setTimeout(() => void run(), job.firstRunAfterMs);
      first.unref();
      started.clears.push(() => clearTimeout(first));
    }
  }
}

/**
 * At shutdown, at once: no timer fires any more, and each job's stop begins (a data export in
 * flight is aborted, publishing is disabled). finishJobs awaits them.
 */
export function stopJobs(): void {
  for (const { job, clears } of state.started) {
    for (const clear of clears.splice(0)) clear();
    if (!job.stop) continue;
    let stopped: Promise<void> | void;
    try {
      stopped = job.stop();
    } catch (error) {
      stopped = Promise.reject(error);
    }
    state.stopping.push(Promise.resolve(stopped).catch((error: unknown) => logger.error(`${job.name}: stopping failed`, error)));
  }
}

/** After the last request: the last runs (the landing views counted meanwhile), then the stops begun by stopJobs. */
export async function finishJobs(): Promise<void> {
  for (const { job, run } of state.started) if (job.runAtStop) await run();
  await Promise.all(state.stopping.splice(0));
  state.started = [];
}
