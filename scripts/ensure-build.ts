/** Builds only when the sources changed since the last build (used by `npm test`). */
import { spawnSync } from 'node:child_process';
import { buildIsCurrent } from './build-fingerprint.ts';

if (!buildIsCurrent()) {
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
