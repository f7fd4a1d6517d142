/**
 * `npm run reminders`: one run of the impact reminder job, for cron. Prints the counts as JSON
 * and exits 0 (failed sends are retried by the next run). Against PGlite it cannot run while the
 * server has the same DATA_DIR open: it then says so and exits 1 (use REMINDERS_CRON or PostgreSQL).
 */
import { settingsOrExit } from './command-options.ts';

// `--batch-size=N`: actions claimed per statement (default 500).
const batchArg = process.argv.find((a) => a.startsWith('--batch-size='));
const batchSize = batchArg ? Number(batchArg.slice('--batch-size='.length)) : undefined;
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
  console.error('reminders: --batch-size must be a positive integer');
  process.exit(1);
}

settingsOrExit();

const { openDatabase, closeDatabase } = await import('../src/server/platform/db/client.ts');
const { DatabaseLockedError } = await import('../src/server/platform/db/pglite-lock.ts');
const { sendReminders } = await import('../src/server/learning/impact/send-reminders.ts');
const { closeMail } = await import('../src/server/platform/mail/send-mail.ts');
const { failStartup } = await import('./startup-failure.ts');

let handle;
try {
  handle = await openDatabase();
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    console.error(`reminders: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

try {
  // Idempotent, and lets the job run on a database the server has not prepared yet.
  await handle.migrate();
  const counts = await sendReminders(handle.db, { batchSize });
  console.log(JSON.stringify(counts));
} catch (error) {
  failStartup(error, 'reminders: ');
} finally {
  closeMail();
  await closeDatabase();
}
