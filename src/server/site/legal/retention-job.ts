/**
 * The retention rules (decision 027; one table, retention-rules.ts, shown on the privacy page) as
 * a job of the scheduler, handed in by src/server/wiring.ts: on PURGE_CRON (hourly by default,
 * `off` to leave it to an outside job), and once shortly after start, so a server restarted more
 * often than the schedule still purges. Idempotent: several instances may run it.
 */
import { logger } from '#server/platform/log.ts';
import { isDatabaseUnavailable } from '#server/platform/db/errors.ts';
import type { JobDeclaration } from '#server/platform/jobs/scheduler.ts';

export const retentionJob: JobDeclaration = {
  name: 'retention',
  schedule: (settings) => (settings.PURGE_CRON === 'off' ? null : settings.PURGE_CRON),
  firstRunAfterMs: 5_000,
  load: () => Promise.all([import('#server/platform/db/client.ts'), import('./retention-rules.ts')]),
  run: async () => {
    const { getDb } = await import('#server/platform/db/client.ts');
    const { applyRetentionRules } = await import('./retention-rules.ts');
    const { counts, failed } = await applyRetentionRules(await getDb());
    for (const { id, error } of failed) {
      if (isDatabaseUnavailable(error)) throw error;
      logger.error(`retention rule ${id} failed`, error);
    }
    if (Object.values(counts).some((n) => n > 0)) logger.info('retention', counts);
  },
};
