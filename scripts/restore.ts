/**
 * `npm run restore -- --from DIR|s3://… [--force] [--check]`: checks a backup against its manifest,
 * then restores it into this installation's database and file store (decision 040,
 * docs/operations.md "Backups and restore"). `--from` names a backup folder, or a folder of backups
 * (the newest is taken). Refuses a database or store holding data unless `--force`; `--check`
 * only verifies the backup. Servers must be stopped. Prints one JSON line; exit 1 on failure or
 * refusal, 2 on bad arguments.
 */
import { hasFlag, readOption, runCommand } from './command-options.ts';

const from = readOption('--from');
if (!from) {
  console.error('restore: say which backup, with --from DIR or --from s3://bucket/prefix');
  process.exit(2);
}

await runCommand('restore', async () => {
  const { restoreBackup } = await import('../src/server/platform/backup/restore-backup.ts');
  return restoreBackup(from, { force: hasFlag('--force'), checkOnly: hasFlag('--check') });
});
