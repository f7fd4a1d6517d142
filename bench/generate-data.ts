/**
 * `npm run bench:data`: fills the bench PostgreSQL database with 20,000 artisans and
 * 1,000,000 impact readings, in a few set-based INSERT … SELECT generate_series statements (no
 * per-row round trips), then VACUUM ANALYZE so plans and visibility maps look like a settled
 * production table.
 *
 * Shape (every figure can be overridden, see below): BENCH_IMPACT_CARDS bench cards
 * (`bench-impact-NN`, default 10); every artisan has a validated action on every one of them,
 * with one series of the metric `contacts` of readings a week apart, the last within the past
 * week; one impact_schedule row per action, due next week (the reminder scenario makes 20,000
 * of them due). So each card × metric carries 20,000 series: the worst case for the aggregate.
 *
 * Re-running replaces the previous bench data. It TRUNCATEs impact_readings and impact_schedule
 * first: deleting the artisans by cascade would take hours, because impact_readings has no index
 * on action_id (one sequential scan of the table per deleted action, see docs/bench-log.md).
 * So it refuses a database holding real accounts (anything but bench and test accounts).
 * Usage: `npm run bench:data [-- --if-missing]`.
 */
import { performance } from 'node:perf_hooks';
import {
  ARTISAN_EMAIL_LIKE,
  BENCH_DATABASE_URL,
  IMPACT_CARD_PREFIX,
  benchSql,
  ensureDatabase,
  migrateBenchDatabase,
  useBenchSettings,
} from './bench-db.ts';
import { RUN_ACCOUNT_EMAIL_LIKE } from './scenario.ts';
import { BACKFILL_SERIES_SUMMARY_SQL } from '../src/server/learning/impact/series-summary.ts';

const ARTISANS = Number(process.env.BENCH_ARTISANS ?? 20_000);
const READINGS = Number(process.env.BENCH_READINGS ?? 1_000_000);
const CARDS = Number(process.env.BENCH_IMPACT_CARDS ?? 10);
const PER_SERIES = Math.max(2, Math.round(READINGS / (ARTISANS * CARDS)));
const TIMEZONE = process.env.APP_TIMEZONE ?? 'Europe/Paris';
const FIRST_NAMES = ['Léa', 'Hugo', 'Chloé', 'Louis', 'Inès', 'Jules', 'Manon', 'Arthur', 'Camille', 'Nina', 'Théo', 'Zoé', 'Malo', 'Alice', 'Sacha', 'Rose', 'Noé', 'Jade', 'Émile', 'Lina'];

useBenchSettings();
await ensureDatabase();
await migrateBenchDatabase();
const sql = benchSql(1);

async function step(label: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  const result = await run();
  const count = (result as { count?: number } | undefined)?.count;
  console.log(`  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s${typeof count === 'number' ? `  (${count} rows)` : ''}`);
}

try {
  const [existing] = await sql<{ n: number }[]>`select count(*)::int as n from users where email like ${ARTISAN_EMAIL_LIKE}`;
  const [foreign] = await sql<{ n: number }[]>`
    select count(*)::int as n from users
    where not is_test_account and email not like ${ARTISAN_EMAIL_LIKE} and email not like ${RUN_ACCOUNT_EMAIL_LIKE}`;
  if (foreign!.n > 0) {
    console.error(`${BENCH_DATABASE_URL} holds ${foreign!.n} accounts that are not bench or test accounts: refusing to truncate its impact tables`);
    process.exitCode = 1;
  } else if (process.argv.includes('--if-missing') && existing!.n === ARTISANS) {
    console.log(`bench data already present (${existing!.n} artisans) in ${BENCH_DATABASE_URL}`);
  } else {
    console.log(`generating ${ARTISANS} artisans × ${CARDS} cards × ${PER_SERIES} readings = ${ARTISANS * CARDS * PER_SERIES} readings`);
    const total = performance.now();
    await sql.begin(async (tx) => {
      // Bulk load in one transaction: no fsync per statement needed for throwaway data.
      await tx`set local synchronous_commit = off`;
      const [day] = await tx<{ today: string }[]>`select (now() at time zone ${TIMEZONE})::date::text as today`;
      const today = day!.today;
      await step('truncate impact tables', () => tx`truncate impact_readings, impact_schedule`);
      await step('remove previous bench accounts', () => tx`delete from users where email like ${ARTISAN_EMAIL_LIKE} or email like ${RUN_ACCOUNT_EMAIL_LIKE}`);
      await step('bench impact cards', () => tx`
        insert into cards (slug, domain, title, summary, guide, position)
        select ${IMPACT_CARD_PREFIX} || lpad(i::text, 2, '0'),
               (array['image_de_marque', 'parcours_client', 'gamme_de_tarifs'])[1 + i % 3],
               'Bench impact card ' || i, 'Synthetic card for npm run bench',
               '{"objectif": {"metric_principale": "contacts"}}'::jsonb, 1000 + i
        from generate_series(1, ${CARDS}::int) i
        on conflict (slug) do nothing`);
      await step('users (artisans)', () => tx`
        insert into users (email, first_name, last_name, role, lang, trade, city)
        select format('bench-artisan-%s@bench.atelier.test', n),
               (${FIRST_NAMES}::text[])[1 + n % ${FIRST_NAMES.length}::int], 'Bench',
               case when n % 2 = 0 then 'client_premium' else 'client_essentiel' end,
               case when n % 5 = 0 then 'en' else 'fr' end, 'Céramique', 'Lyon'
        from generate_series(1, ${ARTISANS}::int) n`);
      await step('actions (validated)', () => tx`
        insert into actions (user_id, card_id, status, validated_at)
        select u.id, c.id, 'validee', now() - interval '60 days'
        from users u cross join cards c
        where u.email like ${ARTISAN_EMAIL_LIKE} and c.slug like ${IMPACT_CARD_PREFIX + '%'}
        order by c.id, u.id`);
      // Per action: start value 5..50, weekly growth -5 %..+25 %, last reading 0..6 days ago.
      await step('impact_readings', () => tx`
        insert into impact_readings (user_id, card_id, action_id, metric, date, value)
        select a.user_id, a.card_id, a.id, 'contacts',
               ${today}::date - (abs(hashtext(a.id::text)) % 7) - (${PER_SERIES}::int - k) * 7,
               round((5 + abs(hashtext(a.id::text || 'v')) % 46)
                     * (1 + (k - 1) * ((abs(hashtext(a.id::text || 'g')) % 31) - 5) / 100.0))
        from actions a join cards c on c.id = a.card_id join users u on u.id = a.user_id and u.email like ${ARTISAN_EMAIL_LIKE}
        cross join generate_series(1, ${PER_SERIES}::int) k
        where c.slug like ${IMPACT_CARD_PREFIX + '%'}
        order by a.card_id, a.user_id, k`);
      await step('impact_schedule (next week)', () => tx`
        insert into impact_schedule (action_id, metric, user_id, card_id, next_at, followup_days)
        select a.id, 'contacts', a.user_id, a.card_id, ${today}::date - (abs(hashtext(a.id::text)) % 7) + 7, 7
        from actions a join cards c on c.id = a.card_id join users u on u.id = a.user_id and u.email like ${ARTISAN_EMAIL_LIKE}
        where c.slug like ${IMPACT_CARD_PREFIX + '%'}`);
      // The series summaries the aggregate reads, as the app keeps them when readings are posted.
      await step('impact_schedule series summaries', () => tx.unsafe(BACKFILL_SERIES_SUMMARY_SQL));
    });
    for (const table of ['users', 'cards', 'actions', 'impact_readings', 'impact_schedule']) {
      await step(`vacuum analyze ${table}`, () => sql.unsafe(`vacuum analyze ${table}`));
    }
    console.log(`done in ${((performance.now() - total) / 1000).toFixed(1)} s`);
  }
  const [counts] = await sql`
    select (select count(*) from users where email like ${ARTISAN_EMAIL_LIKE})::int as artisans,
           (select count(*) from impact_readings)::int as readings,
           (select count(*) from impact_schedule)::int as schedule_rows,
           pg_size_pretty(pg_total_relation_size('impact_readings')) as readings_size`;
  console.log(counts);
} finally {
  await sql.end({ timeout: 5 });
  const { closeDatabase } = await import('../src/server/platform/db/client.ts');
  await closeDatabase();
}
