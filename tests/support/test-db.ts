/**
 * Database for in-process tests: a migrated in-memory PGlite, or the real PostgreSQL of
 * DATABASE_URL when set (CI). Tests create their own rows, so they can share a database.
 */
import { openDatabase, closeDatabase, type Database } from '../../src/server/db/client.ts';

export async function testDb(): Promise<Database> {
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  return handle.db;
}

export { closeDatabase };
