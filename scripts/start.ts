/**
 * `npm start`: validate settings, build when the sources changed, migrate and seed, then serve
 * site and API on HOST:PORT (http://127.0.0.1:4321 by default).
 *
 * The Astro standalone handler (static files + app) is mounted in our own node:http server so
 * URLs are rewritten before routing (see src/server/http/rewrite-url.ts) and shutdown is clean
 * (PGlite must be closed to flush its files).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { env, EnvError } from '../src/env.ts';
import { buildIsCurrent } from './build-fingerprint.ts';

const startedAt = Date.now();
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

// Start-up time matters (< 3 s on a built tree): open the database (PGlite compiles its WASM off
// the main thread) and load the server bundle while the rest of the modules are imported.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { openDatabase, closeDatabase } = await import('../src/server/db/client.ts');
const databaseOpening = openDatabase();
databaseOpening.catch(() => {}); // reported by prepareDatabase below
const entryLoading = import('../dist/server/entry.mjs' as string) as Promise<{
  handler: (req: IncomingMessage, res: ServerResponse) => void;
}>;
entryLoading.catch(() => {}); // awaited (and reported) below
const { prepareDatabase } = await import('../src/server/seed/prepare-database.ts');
const { rewriteNodeRequest } = await import('../src/server/http/rewrite-url.ts');
const { refuseRawRequest, setBaseSecurityHeaders } = await import('../src/server/http/raw-request.ts');
const { startBackgroundJobs, stopBackgroundJobs } = await import('../src/server/jobs/background-jobs.ts');
const { CatalogueError } = await import('../src/server/cards/load-catalogue.ts');
try {
  await prepareDatabase();
} catch (error) {
  // A broken card or parcours file: say which file and where, without a stack trace.
  if (error instanceof CatalogueError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const entry = await entryLoading;

const server = createServer((req, res) => {
  setBaseSecurityHeaders(res, settings.isProduction);
  if (refuseRawRequest(req, res, settings.isProduction)) return;
  rewriteNodeRequest(req);
  entry.handler(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(settings.PORT, settings.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  console.log(`Atelier ready on http://${settings.HOST}:${port} (${Date.now() - startedAt} ms)`);
  startBackgroundJobs();
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  stopBackgroundJobs();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeDatabase();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
