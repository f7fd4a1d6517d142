/**
 * How scripts (`npm start`, `db:migrate`, `reminders`, `seed:cards`) stop when the database
 * cannot be used: one line an operator can act on (naming DATABASE_URL, its password hidden), no
 * stack trace. Anything else is a bug and keeps its stack.
 */
import { describeStartupDatabaseError } from '../src/server/platform/db/errors.ts';
import { DatabaseLockedError } from '../src/server/platform/db/pglite-lock.ts';

export function failStartup(error: unknown, prefix = ''): never {
  const line =
    error instanceof DatabaseLockedError ? error.message : describeStartupDatabaseError(error, process.env.DATABASE_URL || undefined);
  if (line) {
    console.error(`${prefix}${line}`);
    process.exit(1);
  }
  throw error;
}
