/**
 * `npm run bench [-- me levels impact aggregate reminders signin-limits collaboration payments upload home request-path soak isolation prospect-flood seal-liveness …]`: starts the real built server on the
 * bench PostgreSQL database and compares each selected endpoint with a bare node:http server
 * answering the same JSON. Not part of `npm test`; never run by CI.
 * Raw results go to bench/results/ (gitignored); each run is written by hand into docs/bench-log.md
 * (a dated entry) and its figures into docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { BENCH_DATABASE_URL, benchSql, ensureDatabase, migrateBenchDatabase, useBenchSettings } from './bench-db.ts';
import { CONNECTIONS, DURATION, type Comparison } from './load.ts';
import { fmt, ratio, table } from './stats.ts';
import { RUN_ACCOUNT_EMAIL_LIKE, type Scenario, type ScenarioContext, type ScenarioOutcome } from './scenario.ts';
import { startServer } from '../tests/support/start-server.ts';
import { me } from './scenarios/me.ts';
import { levels } from './scenarios/levels.ts';
import { aggregate, impact } from './scenarios/impact.ts';
import { reminders } from './scenarios/reminders.ts';
import { collaboration } from './scenarios/collaboration.ts';
import { payments } from './scenarios/payments.ts';
import { upload } from './scenarios/upload.ts';
import { home } from './scenarios/home.ts';
import { signinLimits } from './scenarios/signin-limits.ts';
import { landingBake, landingPage, lighthouseScenario } from './scenarios/landings.ts';
import { requestPath } from './scenarios/request-path.ts';
import { soak } from './scenarios/soak.ts';
import { isolation } from './scenarios/isolation.ts';
import { sealLiveness } from './scenarios/seal-liveness.ts';
import { prospectFlood } from './scenarios/prospect-flood.ts';
import { startSmtpSink } from './smtp.ts';

const ALL: Scenario[] = [me, levels, impact, aggregate, reminders, signinLimits, collaboration, payments, upload, home, landingPage, landingBake, lighthouseScenario, requestPath, soak, isolation, prospectFlood, sealLiveness];

/** Names that stand for several scenarios (`npm run bench -- landings`: the serving comparison). */
const GROUPS: Record<string, string[]> = { landings: ['landing-page'] };

function selected(given: string[]): Scenario[] {
  const args = given.flatMap((a) => GROUPS[a] ?? [a]);
  if (args.length === 0) return ALL;
  const unknown = args.filter((a) => !ALL.some((s) => s.name === a));
  if (unknown.length) {
    console.error(`unknown scenario(s): ${unknown.join(', ')}; known: ${ALL.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return ALL.filter((s) => args.includes(s.name));
}

function printComparison(c: Comparison): void {
  const row = (label: string, r: Comparison['app']) => [
    label,
    fmt(r.requestsPerSec, 0),
    fmt(r.latency.p50),
    fmt(r.latency.p95),
    fmt(r.latency.p97_5),
    fmt(r.latency.p99),
    String(r.total),
    String(r.non2xx + r.errors),
  ];
  console.log(`\n${c.scenario}: GET ${c.path} (${c.bodyBytes} B body, ${c.connections ?? CONNECTIONS} connections, ${DURATION} s)`);
  console.log(
    table([
      ['target', 'req/s', 'p50 ms', 'p95 ms', 'p97.5 ms', 'p99 ms', 'requests', 'errors'],
      row('app', c.app),
      row('bare node:http', c.bare),
      [
        'app / bare',
        ratio(c.app.requestsPerSec, c.bare.requestsPerSec),
        ratio(c.app.latency.p50, c.bare.latency.p50),
        ratio(c.app.latency.p95, c.bare.latency.p95),
        ratio(c.app.latency.p97_5, c.bare.latency.p97_5),
        ratio(c.app.latency.p99, c.bare.latency.p99),
        '',
        '',
      ],
    ]),
  );
}

function printOutcome(name: string, outcome: ScenarioOutcome): void {
  if (outcome.kind === 'http') outcome.comparisons.forEach(printComparison);
  else {
    console.log(`\n${name}:`);
    console.log(table([['figure', 'value'], ...Object.entries(outcome.figures).map(([k, v]) => [k, String(v)])]));
  }
  for (const note of outcome.notes ?? []) console.log(`  note: ${note}`);
  for (const [label, plan] of Object.entries(outcome.plans ?? {})) console.log(`\n  EXPLAIN (ANALYZE, BUFFERS) ${label}:\n${plan.replace(/^/gm, '    ')}`);
}

const scenarios = selected(process.argv.slice(2));
// The sink must be known before src/ settings are first read (they are parsed once).
const smtp = scenarios.some((s) => s.name === 'reminders') ? await startSmtpSink() : undefined;
useBenchSettings(smtp ? { SMTP_URL: smtp.url } : {});
await ensureDatabase();
await migrateBenchDatabase();
const sql = benchSql();

const build = spawnSync(process.execPath, ['scripts/ensure-build.ts'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Readings of earlier runs' accounts would otherwise add to the aggregate's contributions. Only
// their impact rows go: deleting the accounts would cascade through their actions, and each
// deleted action scans impact_readings (no index on action_id): ~15 s. bench:data removes them.
await sql`delete from impact_readings where user_id in (select id from users where email like ${RUN_ACCOUNT_EMAIL_LIKE})`;
await sql`delete from impact_schedule where user_id in (select id from users where email like ${RUN_ACCOUNT_EMAIL_LIKE})`;
for (const scenario of scenarios) await scenario.prepare?.(sql);

const serverEnv = {
  DATABASE_URL: BENCH_DATABASE_URL,
  LOG_LEVEL: 'warn',
  SMTP_URL: '', // the server itself sends nothing to the sink
  RATE_LIMIT_SIGNIN_PER_IP: '1000000000',
  RATE_LIMIT_SIGNIN_PER_EMAIL: '1000000000',
};
let server = await startServer(serverEnv);
const ctx: ScenarioContext = { baseUrl: server.baseUrl, sql, smtp, serverPid: server.process.pid };
const results: Record<string, unknown> = {};
console.log(`bench: ${server.baseUrl} on ${BENCH_DATABASE_URL} — Node ${process.version}, ${cpus().length} cores`);

/** On a shared machine our server has been stopped from outside (SIGTERM) mid-run: say so, restart. */
async function serverWasStopped(): Promise<boolean> {
  if (server.process.exitCode === null && server.process.signalCode === null) return false;
  console.warn(`\n  ! the bench server exited (code ${server.process.exitCode}, signal ${server.process.signalCode}); last output:\n${server.output().slice(-600)}`);
  server = await startServer(serverEnv);
  ctx.baseUrl = server.baseUrl;
  ctx.serverPid = server.process.pid;
  console.warn(`  ! restarted on ${server.baseUrl}; the scenario runs again`);
  return true;
}

async function runScenario(scenario: Scenario): Promise<unknown> {
  const reason = (await scenario.unavailable?.(ctx)) ?? null;
  if (reason) {
    console.log(`\n${scenario.name}: skipped (${reason})`);
    return { skipped: reason };
  }
  // The machine is shared: the load average says how much else was running meanwhile.
  const loadBefore = loadavg()[0]!;
  const outcome = await scenario.run(ctx);
  const loadAfter = loadavg()[0]!;
  printOutcome(scenario.name, outcome);
  console.log(`  1-min load average: ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (${cpus().length} cores)`);
  return { ...outcome, loadavg: { before: loadBefore, after: loadAfter } };
}

try {
  for (const scenario of scenarios) {
    // One retry when the server died during the scenario (its figures would mean nothing).
    for (let attempt = 0; ; attempt++) {
      let outcome: unknown;
      try {
        outcome = await runScenario(scenario);
      } catch (error) {
        await new Promise((r) => setTimeout(r, 500)); // let an exit be noticed
        if (attempt === 0 && (await serverWasStopped())) continue;
        throw error;
      }
      // (A scenario that does not use the server keeps its figures; the server is still restarted.)
      if (attempt === 0 && (await serverWasStopped()) && !scenario.withoutServer) continue;
      results[scenario.name] = outcome;
      break;
    }
  }
} catch (error) {
  console.error(`\nbench failed; server exit code ${server.process.exitCode}, last server output:\n${server.output().slice(-3000)}`);
  throw error;
} finally {
  await server.stop();
  smtp?.stop();
  const { closeMail } = await import('../src/server/platform/mail/send-mail.ts');
  closeMail();
  await sql.end({ timeout: 5 });
  const { closeDatabase } = await import('../src/server/platform/db/client.ts');
  await closeDatabase();
}

mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const record = {
  date: new Date().toISOString(),
  node: process.version,
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  database: BENCH_DATABASE_URL.replace(/\/\/[^@]*@/, '//'),
  connections: CONNECTIONS,
  duration_s: DURATION,
  results,
};
writeFileSync(`bench/results/${stamp}.json`, JSON.stringify(record, null, 2));
writeFileSync('bench/results/latest.json', JSON.stringify(record, null, 2));
console.log(`\nraw results: bench/results/${stamp}.json`);
