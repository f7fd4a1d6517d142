/** Migrations and seeds without serving (used before `astro dev`). */
import { prepareDatabase } from '../src/server/site/seed/prepare-database.ts';
import { closeDatabase } from '../src/server/platform/db/client.ts';
import { failStartup } from './startup-failure.ts';

try {
  await prepareDatabase();
} catch (error) {
  failStartup(error);
}
await closeDatabase();
