/**
 * `npm start`: validate settings, build when the sources changed, migrate and seed, then serve
 * the Astro standalone server on HOST:PORT (http://127.0.0.1:4321 by default).
 */
import { spawnSync } from 'node:child_process';
import { env, EnvError } from '../src/env.ts';
import { buildIsCurrent } from './build-fingerprint.ts';

let settings;
try {
  settings = env();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (!buildIsCurrent()) {
  console.log('Building (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { prepareDatabase } = await import('../src/server/seed/prepare-database.ts');
await prepareDatabase();

process.env.HOST = settings.HOST;
process.env.PORT = String(settings.PORT);
const { startBackgroundJobs } = await import('../src/server/jobs/background-jobs.ts');
startBackgroundJobs();
await import('../dist/server/entry.mjs' as string);
