/**
 * DELETE /api/impact/{card}?metric=&date=: removes one of the caller's readings (a correction is
 * a new POST on the same date), then reschedules the series from its new latest reading and
 * rewrites the summary the social-proof aggregate reads, in the same transaction.
 */
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { actions, impactReadings } from '#db/schema.ts';
import { findCard } from '../cards/find-card.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { cardMetrics, resolveMetric } from './card-questions.ts';
import { DAY_META, isValidYmd } from '#server/platform/dates.ts';
import { invalidateAggregate } from './aggregate-cache.ts';
import { scheduleSeries } from './schedule-series.ts';
import type { Lang } from '#i18n/lang.ts';

export const deleteReadingQuery = z.strictObject({
  metric: z.string().max(200).optional(),
  date: z.string().refine(isValidYmd, { params: { message_key: 'date', described: true } }).meta({ ...DAY_META, description: 'The day of the reading to delete' }),
});

export interface DeletedReading {
  deleted: { metric: string; date: string };
  /** The series' new schedule; next_at null when no reading is left (the next one is the first). */
  schedule: { metric: string; next_at: string | null; followup_days: number };
}

export async function deleteReading(
  db: Database,
  user: { id: string },
  cardIdOrSlug: string,
  query: z.infer<typeof deleteReadingQuery>,
  options: { lang?: Lang } = {},
): Promise<DeletedReading> {
  const card = await findCard(db, cardIdOrSlug);
  const question = resolveMetric(cardMetrics(card.guide, options.lang ?? 'fr'), query.metric);
  const result = await db.transaction(async (tx) => {
    // Same lock as a post on this action: the schedule below sees every committed reading.
    const [action] = await tx
      .select({ id: actions.id })
      .from(actions)
      .where(and(eq(actions.userId, user.id), eq(actions.cardId, card.id)))
      .for('update');
    if (!action) throw new AppError('reading_not_found', { details: { metric: question.metric, date: query.date } });
    const removed = await tx
      .delete(impactReadings)
      .where(and(eq(impactReadings.userId, user.id), eq(impactReadings.cardId, card.id), eq(impactReadings.metric, question.metric), sql`${impactReadings.date} = ${query.date}`))
      .returning({ metric: impactReadings.metric });
    if (removed.length === 0) throw new AppError('reading_not_found', { details: { metric: question.metric, date: query.date } });
    const entry = await scheduleSeries(tx, { actionId: action.id, userId: user.id, cardId: card.id, metric: question.metric, cadence: question.cadence_jours }, 'ifMoved');
    return {
      deleted: { metric: question.metric, date: query.date },
      schedule: entry ?? { metric: question.metric, next_at: null, followup_days: question.cadence_jours },
    };
  });
  await invalidateAggregate(db, card.id, question.metric);
  return result;
}
