/**
 * Everything `npm start` does to the database before serving (decision 001): migrations, then
 * the seeds (catalogue, parcours, and the test accounts where they are enabled), then the landing
 * themes are synced and baked (throws LandingSyncError, naming file and fix, on a bad theme file).
 */
import { openDatabase } from '#server/platform/db/client.ts';
import { env } from '#src/env.ts';
import { seedTestAccounts } from '#server/account/users/test-accounts.ts';
import { logger } from '#server/platform/log.ts';
import { loadCatalogue } from '#server/learning/cards/load-catalogue.ts';
import { loadParcours } from '#server/learning/parcours/load-parcours.ts';
import { formatSyncReport, syncLandings } from '../landings/sync-landings.ts';

export async function prepareDatabase(options: { seed?: boolean } = {}): Promise<void> {
  const handle = await openDatabase();
  const started = Date.now();
  await handle.migrate();
  logger.info(`database ready (${handle.kind}, migrations applied in ${Date.now() - started} ms)`);
  if (options.seed === false) return;
  const seeded = Date.now();
  await loadCatalogue(handle.db);
  await loadParcours(handle.db);
  logger.info(`catalogue and parcours loaded in ${Date.now() - seeded} ms`);
  if (env().ENABLE_TEST_ACCOUNTS) await seedTestAccounts(handle.db);
  const synced = Date.now();
  let report;
  try {
    report = await syncLandings(handle.db);
  } catch (error) {
    // The file storage is away: start anyway (readiness says 503 storage_unavailable
    // until it is back); the landings keep their last baked pages, `npm run landings:sync` redoes it.
    if ((error as { code?: string }).code !== 'storage_unavailable') throw error;
    logger.error('landing sync skipped: the file storage is unavailable; run `npm run landings:sync` once it is back');
    return;
  }
  logger.info(`${formatSyncReport(report)}\n(landing sync in ${Date.now() - synced} ms)`);
  if (report.themes.some((t) => t.bake === 'failed')) logger.warn(formatSyncReport(report));
}
