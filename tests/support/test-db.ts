/**
 * Database for in-process tests: a migrated in-memory PGlite, or the real PostgreSQL of
 * DATABASE_URL when set (CI). Tests create their own rows, so they can share a database.
 */
import { openDatabase, closeDatabase, type Database } from '#server/platform/db/client.ts';
import { wireMailKinds } from '#server/wiring.ts';

export async function testDb(): Promise<Database> {
  wireMailKinds(); // what the server start does: the outbox gets every domain's mail kinds
  // memory: true would force PGlite even when DATABASE_URL is set; only use it without one.
  const handle = await openDatabase({ memory: !process.env.DATABASE_URL });
  await handle.migrate();
  return handle.db;
}

export { closeDatabase };
