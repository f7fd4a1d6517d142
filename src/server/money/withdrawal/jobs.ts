/**
 * The deferred access of consumers who waited for the withdrawal period (decision 058), as a job
 * of the scheduler, handed in by src/server/wiring.ts: every 15 minutes and once shortly after
 * start. The lazy grant at sign-in and GET /api/me makes the lag invisible; the job covers the
 * member who never calls. Idempotent under the application's lock: several instances may run it.
 */
import { logger } from '#server/platform/log.ts';
import type { JobDeclaration } from '#server/platform/jobs/scheduler.ts';

export const deferredAccessJob: JobDeclaration = {
  name: 'deferred access',
  schedule: () => 'every:900',
  firstRunAfterMs: 10_000,
  load: () => Promise.all([import('#server/platform/db/client.ts'), import('./grant-deferred-access.ts')]),
  run: async () => {
    const { getDb } = await import('#server/platform/db/client.ts');
    const { grantDeferredAccess } = await import('./grant-deferred-access.ts');
    const granted = await grantDeferredAccess(await getDb());
    if (granted > 0) logger.info('deferred access granted', { granted });
  },
};
