/**
 * `npm run landings:publish -- --to DIR|s3://bucket/prefix`: writes every active theme's baked
 * pages, their assets and precompressed siblings as static files, removes what is no longer
 * published, and writes nothing when nothing changed (docs/edge.md). Without --to, the
 * LANDINGS_PUBLISH_TO setting. Reads the pages the last sync or editor change baked: in a
 * deployment, run it after `npm run landings:sync` (or after the new server has started).
 * Exit 1 on any failure (the target's manifest is then left as it was, so the next run redoes it).
 */
import { readOption, settingsOrExit } from './command-options.ts';

const settings = settingsOrExit();
const to = readOption('--to') ?? settings.LANDINGS_PUBLISH_TO;
if (!to) {
  console.error('landings:publish: say where, with --to DIR or --to s3://bucket/prefix (or set LANDINGS_PUBLISH_TO)');
  process.exit(2);
}

const { publishLandings, formatPublishReport } = await import('../src/server/site/landings/publish/publish-landings.ts');
const { closeDatabase } = await import('../src/server/platform/db/client.ts');
let exitCode = 0;
try {
  console.log(formatPublishReport(await publishLandings(to)));
} catch (error) {
  console.error(`landings:publish failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await closeDatabase();
}
process.exit(exitCode);
