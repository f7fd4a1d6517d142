/**
 * The members' data exports as a job of the scheduler (decision 026), handed in by
 * src/server/wiring.ts: swept every minute and shortly after start. The job module (PDF and ZIP
 * libraries) is imported by `load`, which the start runs before it listens.
 */
import type { JobDeclaration } from '#server/platform/jobs/scheduler.ts';

export const dataExportJob: JobDeclaration = {
  name: 'data export job',
  schedule: () => 'every:60',
  firstRunAfterMs: 5_000,
  load: () => import('./export-job.ts'),
  // Starts a kick and returns: a tick during a build makes the build loop once more (kickExports).
  run: async () => {
    const { kickExports } = await import('./export-job.ts');
    void kickExports();
  },
  // At shutdown: the build in flight is aborted, its claim handed back (decision 037).
  stop: async () => (await import('./export-job.ts')).stopExports(),
};
