/**
 * POST /api/impact/{card}: upserts one reading or a batch (all or nothing), taking the action
 * first when needed, then reschedules each posted metric (decision 003).
 */
import { z } from 'zod';
import { textField } from '#server/platform/http/text-fields.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { impactReadings } from '#db/schema.ts';
import { findCard } from '../cards/find-card.ts';
import { scheduleSeries, type ScheduleEntry } from './schedule-series.ts';
import { invalidateAggregate } from './aggregate-cache.ts';
import { takeAction } from '../actions/take-action.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';
import { cardMetrics, normalizeValue, resolveMetric } from './card-questions.ts';
import { DAY_META, isValidYmd, today } from '#server/platform/dates.ts';
import type { Lang } from '#i18n/lang.ts';

export const MAX_BATCH = 100;

const reading = z.strictObject({
  // Numbers only ("12" is refused); booleans are accepted for boolean questions and stored as 1/0.
  // A text such as "1,5" is refused with a message that says to send a JSON number (decision 019):
  // the API never guesses a decimal separator; the islands read the page's language.
  value: z.union([
    z.number(),
    z.boolean(),
    z.string().refine(() => false, { params: { message_key: 'numberNotText' } }).describe('refused: a text is never read as a number'),
  ]),
  date: z.string().refine(isValidYmd, { params: { message_key: 'date', described: true } }).meta({ ...DAY_META, description: 'The day of the reading (default today in APP_TIMEZONE); a later day than today → 400 future_date' }).optional(),
  // The name itself is checked against the card (400 unknown_metric), not here.
  metric: z.string().max(200).optional(),
  note: textField({ max: 1000, multiline: true }).nullable().optional(),
});

export const readingsInput = z.union([reading, z.strictObject({ readings: z.array(reading).min(1).max(MAX_BATCH) })]);
export type ReadingsInput = z.infer<typeof readingsInput>;

export interface SavedReading {
  metric: string;
  date: string;
  value: number;
  note: string | null;
}
export type { ScheduleEntry };

function inBatch(details: unknown, index: number, batch: boolean): Record<string, unknown> {
  const own = (details ?? {}) as Record<string, unknown> & { fieldErrors?: Record<string, string[]> };
  if (!batch || !own.fieldErrors) return { index, ...own };
  return { index, ...own, fieldErrors: { readings: Object.values(own.fieldErrors).flat() } };
}

export async function recordReadings(
  db: Database,
  user: { id: string },
  cardIdOrSlug: string,
  input: ReadingsInput,
  options: { lang?: Lang; now?: Date; timeZone?: string } = {},
): Promise<{ readings: SavedReading[]; schedule: ScheduleEntry[] }> {
  const card = await findCard(db, cardIdOrSlug);
  const metrics = cardMetrics(card.guide, options.lang ?? 'fr');
  const day = today(options.timeZone ?? env().APP_TIMEZONE, options.now ?? new Date());
  const list = 'readings' in input ? input.readings : [input];

  // Everything is validated before the transaction: one bad reading refuses the whole batch.
  const byKey = new Map<string, SavedReading & { cadence: number }>();
  list.forEach((r, index) => {
    const question = resolveMetric(metrics, r.metric);
    const date = r.date ?? day;
    if (date > day) throw new AppError('future_date', { details: { index, date, today: day } });
    let value: number;
    try {
      // A text never passes the schema (its branch always refuses): only numbers and booleans here.
      value = normalizeValue(question, r.value as number | boolean, options.lang ?? 'fr');
    } catch (error) {
      // The message (it may name the bounds) is kept; details gain the index in the batch, and a
      // batch's field is `readings` (fieldErrors go by the first segment of the path, decisions §2).
      if (error instanceof AppError) throw new AppError(error.code, { message: error.message, details: inBatch(error.details, index, 'readings' in input) });
      throw error;
    }
    // The same metric and date twice in one batch: the later one wins, as a second post would.
    const key = `${question.metric}|${date}`;
    byKey.delete(key);
    byKey.set(key, { metric: question.metric, date, value, note: r.note ?? null, cadence: question.cadence_jours });
  });
  const rows = [...byKey.values()];

  const result = await db.transaction(async (tx) => {
    const action = await takeAction(tx, user.id, card.id);
    // Serializes posts on one action, so the schedule below always sees every committed reading.
    await tx.execute(sql`select id from actions where id = ${action.id} for update`);
    await tx
      .insert(impactReadings)
      .values(rows.map((r) => ({ userId: user.id, cardId: card.id, actionId: action.id, metric: r.metric, date: r.date, value: r.value, note: r.note })))
      .onConflictDoUpdate({
        target: [impactReadings.userId, impactReadings.cardId, impactReadings.metric, impactReadings.date],
        set: { value: sql`excluded.value`, note: sql`excluded.note`, actionId: sql`excluded.action_id`, updatedAt: sql`now()` },
      });

    const cadences = new Map(rows.map((r) => [r.metric, r.cadence]));
    const schedule: ScheduleEntry[] = [];
    for (const [metric, cadence] of cadences) {
      // next_at follows the LATEST reading of the metric, so an old reading never moves it back;
      // the series summary read by the social-proof aggregate is rewritten in the same statement.
      const entry = await scheduleSeries(tx, { actionId: action.id, userId: user.id, cardId: card.id, metric, cadence }, 'always');
      schedule.push(entry!);
    }
    return { readings: rows.map(({ cadence: _c, ...r }) => r), schedule };
  });
  // After the commit: the social-proof totals of these metrics changed.
  for (const metric of new Set(rows.map((r) => r.metric))) await invalidateAggregate(db, card.id, metric);
  return result;
}
