/** Runs sweep-files.ts inside the server (decision 008): shortly after start, then every ten minutes. */
import { isDatabaseUnavailable } from '../db/errors.ts';
import { logger } from '../log.ts';
import type { JobDeclaration } from '../jobs/scheduler.ts';

let running = false;

async function sweepOnce(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const { getDb } = await import('../db/client.ts');
    const { sweepFiles } = await import('./sweep-files.ts');
    const counts = await sweepFiles(await getDb());
    if (Object.values(counts).some((n) => n > 0)) logger.info('file sweep', counts);
  } catch (error) {
    // The database away is a warning, in one line without the query's parameters (decision 006).
    if (isDatabaseUnavailable(error)) logger.warn('file sweep skipped: database unavailable');
    else logger.error('file sweep failed', error);
  } finally {
    running = false;
  }
}

/** Always on: a job of the scheduler, handed in by src/server/wiring.ts. */
export const fileSweepJob: JobDeclaration = {
  name: 'file sweep',
  schedule: () => `every:${10 * 60}`,
  firstRunAfterMs: 5_000,
  load: () => Promise.all([import('../db/client.ts'), import('./sweep-files.ts')]),
  run: sweepOnce,
  exclusive: false, // one sweep at a time already, its failures logged
};
