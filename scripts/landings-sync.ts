/**
 * `npm run landings:sync`: checks the theme files of LANDING_THEMES_DIR, applies the landing state
 * table to the database (migrations first) and bakes what changed; prints what it did.
 * Exit 1 on a file error (nothing written) or a failed bake. Also run by `npm run build`
 * (`--from-build`: when the embedded database is held by a running server, the check still runs
 * and the database part is left to that server's next start).
 */
import { settingsOrExit } from './command-options.ts';

const fromBuild = process.argv.includes('--from-build');
settingsOrExit();

const { LandingSyncError } = await import('../src/server/site/landings/problems.ts');
const { checkThemeFiles, formatSyncReport, syncLandings } = await import('../src/server/site/landings/sync-landings.ts');
const { openDatabase, closeDatabase } = await import('../src/server/platform/db/client.ts');
const { DatabaseLockedError } = await import('../src/server/platform/db/pglite-lock.ts');

let exitCode = 0;
try {
  await checkThemeFiles();
  let handle;
  try {
    handle = await openDatabase();
  } catch (error) {
    if (fromBuild && error instanceof DatabaseLockedError) {
      console.log('landing themes: files checked; the database is in use by a running server, which syncs them at its next start');
      process.exit(0);
    }
    throw error;
  }
  await handle.migrate();
  const report = await syncLandings(handle.db);
  console.log(formatSyncReport(report));
  if (report.themes.some((t) => t.bake === 'failed')) exitCode = 1;
} catch (error) {
  if (error instanceof LandingSyncError) {
    console.error(error.message);
    exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await closeDatabase();
}
process.exit(exitCode);
