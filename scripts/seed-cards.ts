/** `npm run seed:cards`: migrate, then load seeds/cards and seeds/parcours into the database. */
import { openDatabase, closeDatabase } from '../src/server/platform/db/client.ts';
import { loadCatalogue, CatalogueError } from '../src/server/learning/cards/load-catalogue.ts';
import { loadParcours } from '../src/server/learning/parcours/load-parcours.ts';
import { failStartup } from './startup-failure.ts';

const handle = await openDatabase();
try {
  await handle.migrate();
  const result = await loadCatalogue(handle.db);
  const parcours = await loadParcours(handle.db);
  console.log(
    `cards: ${result.files} files, ${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged; parcours: ${parcours}`,
  );
} catch (error) {
  if (error instanceof CatalogueError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    failStartup(error, 'seed:cards: ');
  }
} finally {
  await closeDatabase();
}
