/**
 * Runs the outbox sender inside the server (decision 009):
 * - `kickOutbox(ids)` right after a commit that enqueued mail: this process sends its own mail at
 *   once (not awaited by the request);
 * - a sweep every OUTBOX_INTERVAL_SECONDS sends whatever is left — a process that stopped between
 *   its commit and its send, a failed send whose retry is due — once it has been due for
 *   SWEEP_GRACE_SECONDS, so it does not race the kick of the process that enqueued it.
 * One kick loop and one sweep at a time per process; claims keep processes and instances apart.
 * The sweep is a job of the scheduler (src/server/platform/jobs/scheduler.ts), handed in by the wiring module.
 */
import { logger } from '../log.ts';
import type { JobDeclaration } from '../jobs/scheduler.ts';

export const SWEEP_GRACE_SECONDS = 60;

// On globalThis: the start script and the bundled server load this module twice, and must share
// one state (as they share one database handle, src/server/platform/db/client.ts).
const KEY = Symbol.for('atelier.outbox');
type State = { pending: Set<string>; kicking: Promise<void> | null; sweeping: Promise<void> | null };
const state: State = ((globalThis as { [KEY]?: State })[KEY] ??= { pending: new Set(), kicking: null, sweeping: null });

async function deliver(scope: { ids?: string[]; graceSeconds?: number }): Promise<void> {
  const { getDb } = await import('../db/client.ts');
  const { deliverOutbox } = await import('./outbox.ts');
  const result = await deliverOutbox(await getDb(), scope);
  if (result.claimed > 0) logger.info('mail outbox', result);
}

/** Sends these freshly committed outbox rows now. */
export function kickOutbox(ids: (string | null)[]): Promise<void> {
  for (const id of ids) if (id) state.pending.add(id);
  if (state.kicking || state.pending.size === 0) return state.kicking ?? Promise.resolve();
  state.kicking = (async () => {
    try {
      while (state.pending.size > 0) {
        const batch = [...state.pending];
        state.pending.clear();
        await deliver({ ids: batch });
      }
    } catch (error) {
      // Left for the sweep.
      logger.error('mail outbox delivery failed', error);
    } finally {
      state.kicking = null;
    }
  })();
  return state.kicking;
}

export function sweepOutbox(): Promise<void> {
  state.sweeping ??= deliver({ graceSeconds: SWEEP_GRACE_SECONDS })
    .catch((error) => logger.error('mail outbox sweep failed', error))
    .finally(() => {
      state.sweeping = null;
    });
  return state.sweeping;
}

/** The sweep: every OUTBOX_INTERVAL_SECONDS, and once at start for what a previous process left behind. */
export const outboxJob: JobDeclaration = {
  name: 'mail outbox',
  schedule: (settings) => `every:${settings.OUTBOX_INTERVAL_SECONDS}`,
  firstRunAfterMs: 0,
  load: () => Promise.all([import('../db/client.ts'), import('./outbox.ts')]),
  run: sweepOutbox,
  exclusive: false, // one sweep at a time already, its failures logged
};
