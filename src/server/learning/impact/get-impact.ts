/**
 * GET /api/impact/{card}: the caller's series for one metric (query or default) beside the
 * state of every metric of the card (decision 003).
 */
import { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { impactReadings } from '#db/schema.ts';
import { findCard } from '../cards/find-card.ts';
import { env } from '#src/env.ts';
import { cardMetrics, openQuestion, resolveMetric, type MetricQuestion } from './card-questions.ts';
import { addDays, today } from '#server/platform/dates.ts';
import { queryRows } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { impactResponse } from './impact-responses.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const impactQuery = z.object({ metric: z.string().max(200).optional() });

// A type (not an interface) so it fits the schema's open metric object (an index signature).
export type MetricState = {
  metric: string;
  label: string;
  type: MetricQuestion['type'];
  unit: string | null;
  options: string[] | null;
  cadence_jours: number;
  depends_on_metric: string | null;
  /** Bounds of a numeric value (card-questions.ts boundsOf), null when unbounded. */
  min: number | null;
  max: number | null;
  last_value: number | null;
  last_date: string | null;
  before: number | null;
  after: number | null;
  next_at: string | null;
  due: boolean;
};

export interface ImpactView {
  metric: string;
  /** Oldest first; `note` as recorded (null when none), so a correction can keep it. */
  series: { date: string; value: number; note: string | null }[];
  before: number | null;
  after: number | null;
  next_at: string | null;
  followup_days: number;
  metrics: MetricState[];
}

/** A question is hidden while the boolean it depends on was last answered "no" (0). */
export function isHidden(question: Pick<MetricQuestion, 'depends_on_metric'>, latest: Map<string, number>): boolean {
  return question.depends_on_metric !== null && latest.get(question.depends_on_metric) === 0;
}

export async function getImpact(
  db: DbOrTx,
  userId: string,
  cardIdOrSlug: string,
  metric: string | undefined,
  options: { lang?: Lang; now?: Date; timeZone?: string } = {},
): Promise<ImpactView> {
  const card = await findCard(db, cardIdOrSlug);
  const metrics = cardMetrics(card.guide, options.lang ?? 'fr');
  const selected = resolveMetric(metrics, metric);
  const day = today(options.timeZone ?? env().APP_TIMEZONE, options.now ?? new Date());

  // The caller's own readings for the card: served by the unique index (user, card, metric, date).
  const readings = await db
    .select({ metric: impactReadings.metric, date: impactReadings.date, value: impactReadings.value, note: impactReadings.note })
    .from(impactReadings)
    .where(and(eq(impactReadings.userId, userId), eq(impactReadings.cardId, card.id)))
    .orderBy(asc(impactReadings.metric), asc(impactReadings.date));
  const schedules = await queryRows<{ metric: string; next_at: string; followup_days: number }>(
    db,
    sql`select s.metric, s.next_at::text as next_at, s.followup_days
        from actions a join impact_schedule s on s.action_id = a.id
        where a.user_id = ${userId} and a.card_id = ${card.id}`,
  );

  const series = new Map<string, { date: string; value: number; note: string | null }[]>();
  for (const r of readings) {
    const list = series.get(r.metric) ?? [];
    list.push({ date: String(r.date), value: Number(r.value), note: r.note ?? null });
    series.set(r.metric, list);
  }
  const scheduleOf = new Map(schedules.map((s) => [s.metric, s]));
  const latest = new Map([...series].map(([m, list]) => [m, list.at(-1)!.value]));

  // Open cards list their default metric plus every metric that already has readings.
  const questions = metrics.open
    ? [...new Set([metrics.defaultMetric, ...[...series.keys()].sort()])].map((m) => openQuestion(m, metrics.lang))
    : metrics.questions;

  const stateOf = (q: MetricQuestion): MetricState => {
    const list = series.get(q.metric) ?? [];
    const first = list[0];
    const last = list.at(-1);
    const schedule = scheduleOf.get(q.metric);
    const nextAt = last ? (schedule?.next_at ?? addDays(last.date, q.cadence_jours)) : null;
    return {
      metric: q.metric,
      label: q.label,
      type: q.type,
      unit: q.unit,
      options: q.options,
      cadence_jours: q.cadence_jours,
      depends_on_metric: q.depends_on_metric,
      min: q.min,
      max: q.max,
      last_value: last?.value ?? null,
      last_date: last?.date ?? null,
      before: first?.value ?? null,
      after: last?.value ?? null,
      next_at: nextAt,
      due: nextAt === null || nextAt <= day,
    };
  };

  const current = stateOf(selected);
  return {
    metric: selected.metric,
    series: series.get(selected.metric) ?? [],
    before: current.before,
    after: current.after,
    next_at: current.next_at,
    followup_days: scheduleOf.get(selected.metric)?.followup_days ?? selected.cadence_jours,
    metrics: questions.filter((q) => !isHidden(q, latest)).map(stateOf),
  } satisfies ResponseOf<typeof impactResponse>;
}
