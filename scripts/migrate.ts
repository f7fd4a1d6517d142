/** `npm run db:migrate`: apply the committed migrations and exit. */
import { prepareDatabase } from '../src/server/seed/prepare-database.ts';
import { closeDatabase } from '../src/server/db/client.ts';

await prepareDatabase({ seed: false });
await closeDatabase();
