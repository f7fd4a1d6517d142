/**
 * `bin/atelier backup --to DIR|s3://bucket/prefix [--keep N]` (or `node scripts/backup.ts …` with
 * the settings in the environment): the database and the stored files into a new `backup-…`
 * folder with a manifest of SHA-256s (decision 040, docs/operations.md "Backups and restore").
 * Runs while the servers run; on the embedded database the server takes the dump itself.
 * `--keep N` then removes all but the N newest complete backups there. SIGTERM or SIGINT stops it
 * and removes what it wrote; what a SIGKILL leaves, the next run sweeps (decision 052).
 * Prints one JSON line; exit 1 on failure (nothing incomplete is left), 2 on bad arguments.
 */
import { readOption, runCommand } from './command-options.ts';

const to = readOption('--to') ?? process.env.BACKUP_TO;
const keepText = readOption('--keep');
const keep = keepText === undefined ? undefined : Number(keepText);
if (!to || (keep !== undefined && (!Number.isInteger(keep) || keep < 1))) {
  console.error('backup: say where, with --to DIR or --to s3://bucket/prefix (or BACKUP_TO), and --keep as a whole number ≥ 1');
  process.exit(2);
}

const interrupt = new AbortController();
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (interrupt.signal.aborted) return;
    interrupt.abort(new Error(signal));
    // The run removes its folder and scratch file, then exits 1; if something hangs, stop anyway.
    setTimeout(() => process.exit(1), 30_000).unref();
  });
}

await runCommand('backup', async () => {
  const { takeBackup } = await import('../src/server/platform/backup/take-backup.ts');
  return takeBackup(to, { keep, signal: interrupt.signal });
});
