/**
 * Prometheus metrics of this instance (decision 039, docs/operations.md "Monitoring"): request
 * durations by route, the queues the background jobs drain (mail outbox, data exports, file
 * deletions), the heavy-work lanes, and prom-client's process metrics. Only loaded when
 * METRICS_TOKEN is set: without it nothing here runs and /metrics is a 404.
 *
 * Each instance has its own registry: Prometheus scrapes every instance directly, not through the
 * load balancer. The queue sizes are read from the shared database at scrape time, so every
 * instance reports the same values for them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '../db/client.ts';
import { boundedWorkLoad } from '../cpu/bounded-work.ts';
import { requestsInFlight } from '../http/request-log.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'atelier_' });
// prom-client names three gauges `…_total`, a suffix Prometheus keeps for counters (`promtool check
// metrics` refuses them, exit 3). Each is the sum of its by-type gauge, which stays:
// sum(atelier_nodejs_active_handles) gives the same figure.
for (const name of ['atelier_nodejs_active_handles_total', 'atelier_nodejs_active_requests_total', 'atelier_nodejs_active_resources_total']) {
  registry.removeSingleMetric(name);
}

const requestDuration = new Histogram({
  name: 'atelier_http_request_duration_seconds',
  help: 'Time from the request to the end of its response, by route pattern, method and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

new Gauge({
  name: 'atelier_http_requests_in_flight',
  help: 'Requests this instance is handling now.',
  registers: [registry],
  collect() {
    this.set(requestsInFlight());
  },
});

new Gauge({
  name: 'atelier_work_lane_jobs',
  help: 'Heavy file work (photo conversions, PDF/ZIP inspections) per lane: running or waiting for a slot.',
  labelNames: ['lane', 'state'] as const,
  registers: [registry],
  collect() {
    for (const [lane, load] of Object.entries(boundedWorkLoad())) {
      this.set({ lane, state: 'running' }, load.running);
      this.set({ lane, state: 'waiting' }, load.waiting);
    }
  },
});

const scrapeFailures = new Counter({
  name: 'atelier_metrics_queue_read_failures_total',
  help: 'Scrapes whose queue sizes could not be read from the database (the queue gauges then keep their last values).',
  registers: [registry],
});

/** One statement for every queue the background jobs drain (each count uses a partial index or a small table). */
const QUEUES = sql`select
  (select count(*) from mail_outbox where sent_at is null and failed_at is null) as outbox_waiting,
  (select count(*) from mail_outbox where failed_at is not null) as outbox_given_up,
  (select count(*) from data_exports where status = 'en_attente') as exports_waiting,
  (select count(*) from data_exports where status = 'echec') as exports_failed,
  (select count(*) from file_deletions) as file_deletions_waiting`;

new Gauge({
  name: 'atelier_job_queue',
  help: 'Items in the background job queues (shared by every instance): mail outbox, data exports, file deletions.',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    try {
      const [row] = await queryRows<Record<string, number | string>>(await getDb(), QUEUES);
      if (!row) return;
      this.set({ queue: 'mail_outbox', state: 'waiting' }, Number(row.outbox_waiting));
      this.set({ queue: 'mail_outbox', state: 'given_up' }, Number(row.outbox_given_up));
      this.set({ queue: 'data_exports', state: 'waiting' }, Number(row.exports_waiting));
      this.set({ queue: 'data_exports', state: 'failed' }, Number(row.exports_failed));
      this.set({ queue: 'file_deletions', state: 'waiting' }, Number(row.file_deletions_waiting));
    } catch {
      scrapeFailures.inc(); // the database is away: the rest of the scrape still answers
    }
  },
});

/**
 * What served a request, for its `route` label: a route pattern the Astro middleware writes into
 * `locals` (`/api/invoices/[number]`, never the raw path, which would grow the series without
 * bound), or the name of the fast path that answered before Astro.
 */
export interface RouteLabel {
  route?: string;
  locals: { routePattern?: string };
}

/** Starts timing a request; its duration is recorded when the response closes. */
export function timeRequest(req: IncomingMessage, res: ServerResponse): RouteLabel {
  const label: RouteLabel = { locals: {} };
  const started = performance.now();
  res.once('close', () => {
    requestDuration.observe(
      {
        method: req.method ?? 'GET',
        route: label.route ?? label.locals.routePattern ?? 'unmatched',
        status: res.writableFinished ? String(res.statusCode) : '499',
      },
      (performance.now() - started) / 1000,
    );
  });
  return label;
}
