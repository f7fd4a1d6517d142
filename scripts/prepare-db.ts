/** Migrations and seeds without serving (used before `astro dev`). */
import { prepareDatabase } from '../src/server/seed/prepare-database.ts';
import { closeDatabase } from '../src/server/db/client.ts';

await prepareDatabase();
await closeDatabase();
