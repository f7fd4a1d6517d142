/**
 * `npm start`: validate settings, build when the sources changed, migrate and seed, then serve
 * site and API on HOST:PORT (http://127.0.0.1:4321 by default).
 *
 * The Astro handler (adapter in middleware mode) is mounted in our own node:http server so URLs
 * are rewritten before routing (see src/server/platform/http/rewrite-url.ts), the built client files are
 * served from memory (decision 014) and shutdown is clean (PGlite must be closed to flush its files).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { buildIsCurrent } from './build-fingerprint.ts';
import { settingsOrExit } from './command-options.ts';
import { describeListenError, refuseBusyPort } from './refuse-busy-port.ts';

const startedAt = Date.now();
const settings = settingsOrExit();
// After the settings (a .env file may set LOG_FORMAT): the logger reads its format when loaded.
const { logger } = await import('../src/server/platform/log.ts');
await refuseBusyPort(settings.HOST, settings.PORT);

// libuv's thread pool (file I/O, scrypt password hashing, sharp's pipelines) is created on its first
// use, which has not happened yet: size it so that the bounded file work (at most the two lanes'
// concurrency, src/server/platform/cpu/bounded-work.ts) can never hold every thread while a sign-in waits
// (decision 017). An operator's own UV_THREADPOOL_SIZE wins.
if (!process.env.UV_THREADPOOL_SIZE) {
  const { availableParallelism } = await import('node:os');
  // Same default as bounded-work.ts's defaultMemberConcurrency (not imported: it would load sharp first).
  const heavy = (settings.HEAVY_WORK_CONCURRENCY ?? Math.max(2, availableParallelism() - 1)) + settings.HEAVY_WORK_ANONYMOUS_CONCURRENCY + 1; // + the sealing slot
  process.env.UV_THREADPOOL_SIZE = String(Math.min(1024, heavy + 4));
}

if (!buildIsCurrent()) {
  logger.announce('Building (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Start-up time matters (< 3 s on a built tree): open the database (PGlite compiles its WASM off
// the main thread) and load the server bundle while the rest of the modules are imported.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// postgres.js must carry our patch (upstream #1208) before it is loaded: `npm ci` applies it with
// patch-package; `npm ci --ignore-scripts` leaves it out, and then the server refuses to start rather
// than run a client a lost connection can kill (decisions 006, 064).
const { postgresPatchProblem } = await import('./postgres-patch.ts');
const patchProblem = postgresPatchProblem();
if (patchProblem) {
  console.error(`Cannot start: ${patchProblem}`);
  process.exit(1);
}
const { openDatabase, closeDatabase } = await import('../src/server/platform/db/client.ts');
const databaseOpening = openDatabase();
databaseOpening.catch(() => {}); // reported by prepareDatabase below
const entryLoading = import('../dist/server/entry.mjs' as string) as Promise<{
  handler: (req: IncomingMessage, res: ServerResponse, next?: () => void, locals?: object) => Promise<void>;
}>;
entryLoading.catch(() => {}); // awaited (and reported) below
const { prepareDatabase } = await import('../src/server/site/seed/prepare-database.ts');
const { rewriteNodeRequest } = await import('../src/server/platform/http/rewrite-url.ts');
const { refuseRawRequest, setBaseSecurityHeaders } = await import('../src/server/platform/http/raw-request.ts');
const { trackRequest, responseHeaders, startDraining, requestsInFlight } = await import('../src/server/platform/http/request-log.ts');
// Every domain's mail kinds and jobs, handed to the outbox and the scheduler (src/server/wiring.ts).
const { wireMailKinds, startServerJobs, loadServerModules } = await import('../src/server/wiring.ts');
wireMailKinds();
// Loaded before listening, beside the database work: no first job run compiles them while serving.
const modulesLoading = loadServerModules();
modulesLoading.catch(() => {}); // awaited (and reported) below
const { stopJobs, finishJobs } = await import('../src/server/platform/jobs/scheduler.ts');
const { CatalogueError } = await import('../src/server/learning/cards/load-catalogue.ts');
const { failStartup } = await import('./startup-failure.ts');
const { LandingSyncError } = await import('../src/server/site/landings/problems.ts');
// Landing pages: served from memory before Astro sees the request (src/server/site/landings/).
const { ensureLandingPages, stopLandingPages } = await import('../src/server/site/landings/page-cache.ts');
const { serveLandingFast } = await import('../src/server/site/landings/serve-landing.ts');
const { serveLandingAssetFast } = await import('../src/server/site/landings/landing-assets.ts');
// Caches that other instances' changes invalidate (sessions, aggregates): off until listening.
const { startChangeFeed, stopChangeFeed } = await import('../src/server/platform/db/change-feed.ts');
try {
  await prepareDatabase();
  await ensureLandingPages();
  await startChangeFeed().catch(() => {}); // logged; the server then reads every session from the database
} catch (error) {
  // A broken card, parcours or landing theme file: say which file and where, without a stack trace.
  if (error instanceof CatalogueError || error instanceof LandingSyncError) {
    console.error(error.message);
    process.exit(1);
  }
  // An unreachable or missing database: one line naming DATABASE_URL.
  failStartup(error);
}

const entry = await entryLoading;
await modulesLoading;
const { loadStaticFiles, serveStaticFile } = await import('../src/server/platform/http/static-files.ts');
const { discardUnreadBody } = await import('../src/server/platform/http/unread-body.ts');
const clientFiles = loadStaticFiles(new URL('../dist/client/', import.meta.url).pathname);
// Prometheus metrics only with a token (decision 039): otherwise nothing is timed and /metrics is a 404.
const metricsToken = settings.METRICS_TOKEN;
const metrics = metricsToken ? await import('../src/server/platform/metrics/serve-metrics.ts') : null;
const { timeRequest } = metricsToken ? await import('../src/server/platform/metrics/metrics.ts') : { timeRequest: null };
/** Names the fast path that answered, for the metrics' route label (no closure per request). */
function servedBy(timed: { route?: string } | undefined, route: string): void {
  if (timed) timed.route = route;
}

const server = createServer((req, res) => {
  const tail = responseHeaders(trackRequest(req, res, settings.LOG_REQUESTS));
  const timed = timeRequest?.(req, res);
  // Baked landing pages: precompressed bytes and prepared headers from memory, the request id
  // appended (it refuses what refuseRawRequest below would, and lets it through).
  if (serveLandingFast(req, res, settings.isProduction, tail)) return servedBy(timed, 'landing page');
  for (let i = 0; i < tail.length; i += 2) res.setHeader(tail[i]!, tail[i + 1]!);
  if (refuseRawRequest(req, res, settings.isProduction)) return servedBy(timed, 'refused');
  if (serveLandingAssetFast(req, res, settings.isProduction)) return servedBy(timed, 'landing asset');
  if (metrics && metrics.serveMetrics(req, res, metricsToken!)) return servedBy(timed, '/metrics');
  // A response sent before its request body was read to the end (an early 404, a refused upload):
  // discard the rest so the keep-alive connection can parse the next request (unread-body.ts).
  const socket = req.socket; // by 'finish' Node may have detached it from the request
  res.once('finish', () => discardUnreadBody(req, socket));
  setBaseSecurityHeaders(res, settings.isProduction);
  if (serveStaticFile(clientFiles, req, res)) return servedBy(timed, 'static file');
  rewriteNodeRequest(req);
  // The middleware writes the route pattern into these locals (the metrics' route label).
  void entry.handler(req, res, undefined, timed?.locals);
});
server.keepAliveTimeout = 65_000;
server.once('error', (error) => {
  const line = describeListenError(error, settings.HOST, settings.PORT);
  if (!line) throw error;
  console.error(line);
  // PGlite flushes its files on close: never leave it open behind an exit.
  void closeDatabase().finally(() => process.exit(1));
});
server.listen(settings.PORT, settings.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  logger.announce(`Atelier ready on http://${settings.HOST}:${port} (${Date.now() - startedAt} ms)`);
  startServerJobs();
});

/**
 * Graceful shutdown (SIGTERM from an orchestrator, SIGINT at a terminal): stop accepting, let the
 * requests in flight finish (their responses close the connection), stop the background jobs
 * (a data export in flight is aborted and handed back), then close the database. Requests still running after SHUTDOWN_TIMEOUT_SECONDS are cut.
 */
let stopping = false;
/** How long an idle keep-alive connection may still bring one last request after SIGTERM. */
const DRAIN_IDLE_MS = 1_000;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.announce(`${signal}: closing (${requestsInFlight()} request(s) in flight)`);
  startDraining();
  // No job runs any more; an export in flight is aborted now (not after the requests drain): its
  // partial archive holds personal data and is removed; the export is handed back for the next
  // instance (decision 037).
  stopJobs();
  // Stop listening but keep the open keep-alive connections a moment: each carries at most one more
  // request, answered with `Connection: close`. Closing idle ones at once (what http.Server#close
  // does) resets the request a client has just sent on one: ECONNRESET under load.
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const idle = setTimeout(() => server.closeIdleConnections(), DRAIN_IDLE_MS);
  idle.unref();
  const timeout = setTimeout(() => server.closeAllConnections(), settings.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  timeout.unref();
  await closed;
  clearTimeout(idle);
  clearTimeout(timeout);
  // The views counted since the last flush (decision 029); then a publish in progress finishes
  // (its manifest stays consistent) and the aborted export is handed back.
  await finishJobs();
  await stopLandingPages();
  await stopChangeFeed();
  await closeDatabase();
  logger.announce(`${signal}: closed`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
