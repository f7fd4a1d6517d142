/**
 * GET /api/impact/due: the caller's metrics whose next reading is due (next_at ≤ today in
 * APP_TIMEZONE), oldest first, for the dashboard. Questions hidden by a negative boolean answer
 * (depends_on_metric) are left out, as on the card.
 */
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';
import { env } from '#src/env.ts';
import { cardMetrics, openQuestion } from './card-questions.ts';
import { today } from '#server/platform/dates.ts';
import { isHidden } from './get-impact.ts';
import { cardTitle } from '../cards/card-text.ts';
import type { Lang } from '#i18n/lang.ts';
import type { dueResponse } from './impact-responses.ts';

export type DueItem = z.infer<typeof dueResponse>[number];

/** Latest value per (card, metric) of one user's readings on some cards, for depends_on_metric. */
export async function latestValues(db: DbOrTx, userId: string, cardIds: string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (cardIds.length === 0) return out;
  const rows = await queryRows<{ card_id: string; metric: string; value: number }>(
    db,
    sql`select distinct on (card_id, metric) card_id, metric, value from impact_readings
        where user_id = ${userId} and card_id in (${sql.join(cardIds.map((id) => sql`${id}`), sql`, `)})
        order by card_id, metric, date desc`,
  );
  for (const r of rows) {
    const map = out.get(r.card_id) ?? new Map<string, number>();
    map.set(r.metric, Number(r.value));
    out.set(r.card_id, map);
  }
  return out;
}

export async function listDue(db: DbOrTx, userId: string, options: { lang?: Lang; now?: Date; timeZone?: string } = {}): Promise<DueItem[]> {
  const lang = options.lang ?? 'fr';
  const day = today(options.timeZone ?? env().APP_TIMEZONE, options.now ?? new Date());
  // From the caller's actions (unique index on user_id, card_id) to their schedule rows (primary key).
  const rows = await queryRows<{ card_id: string; slug: string; title: string; translations: unknown; guide: unknown; metric: string; next_at: string }>(
    db,
    sql`select c.id as card_id, c.slug, c.title, c.translations, c.guide, s.metric, s.next_at::text as next_at
        from actions a
        join impact_schedule s on s.action_id = a.id
        join cards c on c.id = a.card_id
        where a.user_id = ${userId} and s.next_at <= ${day}
        order by s.next_at, c.slug, s.metric`,
  );
  const withDependency = new Set<string>();
  const questionsByCard = new Map<string, ReturnType<typeof cardMetrics>>();
  for (const r of rows) {
    // Raw rows: jsonb may arrive as text depending on the driver.
    if (typeof r.guide === 'string') r.guide = JSON.parse(r.guide);
    if (typeof r.translations === 'string') r.translations = JSON.parse(r.translations);
    if (!questionsByCard.has(r.card_id)) questionsByCard.set(r.card_id, cardMetrics(r.guide, lang));
    if (questionsByCard.get(r.card_id)!.questions.some((q) => q.metric === r.metric && q.depends_on_metric)) withDependency.add(r.card_id);
  }
  const latest = await latestValues(db, userId, [...withDependency]);
  const out: DueItem[] = [];
  for (const r of rows) {
    const question = questionsByCard.get(r.card_id)!.questions.find((q) => q.metric === r.metric) ?? openQuestion(r.metric, lang);
    if (isHidden(question, latest.get(r.card_id) ?? new Map())) continue;
    out.push({ card_id: r.card_id, card_slug: r.slug, card_title: cardTitle({ title: r.title, translations: r.translations as Record<string, unknown> }, lang), metric: r.metric, label: question.label, next_at: r.next_at });
  }
  return out;
}
