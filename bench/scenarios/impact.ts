/**
 * GET /api/impact/{card} and GET /api/impact/{card}/aggregate at the size made by
 * `npm run bench:data` (20,000 artisans, 1,000,000 readings; every bench card carries 20,000
 * series). The caller is a fresh account with its own five weekly readings posted through the API,
 * so the aggregate counts the 20,000 other artisans.
 */
import { CONNECTIONS, compareWithBare, sequential } from '../load.ts';
import { explainAnalyze } from '../explain.ts';
import { totalsQuery } from '#server/learning/impact/aggregate-impact.ts';
import { bearer, routeExists, signup, type Account, type Scenario, type ScenarioContext } from '../scenario.ts';

export const HOT_CARD = 'bench-impact-01';
const AGGREGATE_P95_TARGET_MS = 25;

interface Setup {
  account: Account;
  cardId: string;
}

/** Shared by impact and aggregate; made again when the server (hence its JWT secret) changed. */
let setup: { baseUrl: string; ready: Promise<Setup> } | undefined;

function sharedSetup(ctx: ScenarioContext): Promise<Setup> {
  if (setup?.baseUrl !== ctx.baseUrl) setup = { baseUrl: ctx.baseUrl, ready: impactSetup(ctx) };
  return setup.ready;
}

async function impactSetup({ baseUrl, sql }: ScenarioContext): Promise<Setup> {
  const [card] = await sql<{ id: string }[]>`select id from cards where slug = ${HOT_CARD}`;
  if (!card) throw new Error(`card ${HOT_CARD} missing: run npm run bench:data first`);
  const account = await signup(baseUrl, { first_name: 'Bench' });
  const dates = [35, 28, 21, 14, 7].map((days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10));
  const readings = dates.map((date, i) => ({ metric: 'contacts', date, value: 10 + i * 3 }));
  const res = await fetch(`${baseUrl}/api/impact/${card.id}`, {
    method: 'POST',
    headers: { ...bearer(account.token), 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  });
  if (!res.ok) throw new Error(`POST /api/impact answered ${res.status}: ${await res.text()}`);
  return { account, cardId: card.id };
}

async function unavailable(ctx: ScenarioContext): Promise<string | null> {
  const [row] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from impact_readings`;
  if (row!.n < 100_000) return `only ${row!.n} readings: run npm run bench:data first`;
  const [card] = await ctx.sql<{ id: string }[]>`select id from cards where slug = ${HOT_CARD}`;
  const account = await signup(ctx.baseUrl);
  if (!card || !(await routeExists(ctx.baseUrl, `/api/impact/${card.id}/aggregate`, bearer(account.token)))) {
    return '/api/impact/{card}/aggregate does not exist on this branch yet';
  }
  return null;
}

export const impact: Scenario = {
  name: 'impact',
  describe: 'GET /api/impact/{card} at 1M readings',
  unavailable,
  run: async (ctx) => {
    const { account, cardId } = await sharedSetup(ctx);
    const comparison = await compareWithBare('impact', ctx.baseUrl, `/api/impact/${cardId}`, bearer(account.token));
    return { kind: 'http', comparisons: [comparison] };
  },
};

export const aggregate: Scenario = {
  name: 'aggregate',
  describe: 'GET /api/impact/{card}/aggregate over 20,000 series',
  unavailable,
  run: async (ctx) => {
    const { account, cardId } = await sharedSetup(ctx);
    const path = `/api/impact/${cardId}/aggregate`;
    const headers = bearer(account.token);
    const body = (await (await fetch(`${ctx.baseUrl}${path}`, { headers })).json()) as { count?: number; avg_pct?: number; enough?: boolean };
    const comparison = await compareWithBare('aggregate', ctx.baseUrl, path, headers);
    const alone = await sequential(`${ctx.baseUrl}${path}`, headers);
    const plan = await explainAnalyze(ctx.sql, totalsQuery(cardId, 'contacts'));
    const verdict = (ms: number) => (ms < AGGREGATE_P95_TARGET_MS ? 'met' : 'MISSED');
    return {
      kind: 'http',
      comparisons: [comparison],
      sequential: alone,
      plans: { 'aggregate totals on a cache miss (totalsQuery, bench-impact-01, contacts)': plan },
      notes: [
        `aggregate answer: count=${body.count} avg_pct=${body.avg_pct} enough=${body.enough}`,
        `one request at a time (${alone.count} requests): p50 ${alone.p50.toFixed(2)} ms, p95 ${alone.p95.toFixed(2)} ms, p99 ${alone.p99.toFixed(2)} ms → target p95 < ${AGGREGATE_P95_TARGET_MS} ms ${verdict(alone.p95)}`,
        `under load (autocannon, ${CONNECTIONS} connections): p95 ${comparison.app.latency.p95.toFixed(2)} ms → ${verdict(comparison.app.latency.p95)}`,
      ],
    };
  },
};
