/** Runs sweep-files.ts inside the server: shortly after start, then every ten minutes. */
import { logger } from '../log.ts';

const FIRST_RUN_MS = 5_000;
const EVERY_MS = 10 * 60_000;

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
    logger.error('file sweep failed', error);
  } finally {
    running = false;
  }
}

/** Starts the timers; pushes their stop functions onto `stops`. */
export function startFileSweeper(stops: (() => void)[]): void {
  const first = setTimeout(() => void sweepOnce(), FIRST_RUN_MS);
  const every = setInterval(() => void sweepOnce(), EVERY_MS);
  first.unref();
  every.unref();
  stops.push(() => {
    clearTimeout(first);
    clearInterval(every);
  });
}
