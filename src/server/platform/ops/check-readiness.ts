/**
 * Readiness (docs/operations.md): this instance may take traffic when the database
 * answers and every migration this build ships has been applied. During a deploy, instances of
 * the new build report `migrations_pending` until the one migration runner has finished.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type DbOrTx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

let shipped: { count: number; last: number } | null = null;

/** The migrations of this build, from drizzle-kit's journal (read once). */
function shippedMigrations(): { count: number; last: number } {
  if (!shipped) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
    shipped = { count: journal.entries.length, last: Math.max(0, ...journal.entries.map((e) => e.when)) };
  }
  return shipped;
}

export async function checkReadiness(db: DbOrTx): Promise<{ ready: true; migrations: number }> {
  const expected = shippedMigrations();
  // drizzle's migrator records each applied migration with its journal time (`created_at`).
  const [row] = await queryRows<{ applied: number | string; last: number | string | null }>(
    db,
    sql`select count(*) as applied, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const applied = Number(row?.applied ?? 0);
  const last = Number(row?.last ?? 0);
  if (applied < expected.count || last < expected.last) {
    throw new AppError('migrations_pending', {
      details: { applied, expected: expected.count },
      headers: { 'retry-after': '5' },
    });
  }
  return { ready: true, migrations: applied };
}
