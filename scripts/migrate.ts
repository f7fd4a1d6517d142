/** `npm run db:migrate`: apply the committed migrations and exit. */
import { prepareDatabase } from '../src/server/site/seed/prepare-database.ts';
import { closeDatabase } from '../src/server/platform/db/client.ts';
import { failStartup } from './startup-failure.ts';

try {
  await prepareDatabase({ seed: false });
} catch (error) {
  failStartup(error, 'db:migrate: ');
}
await closeDatabase();
