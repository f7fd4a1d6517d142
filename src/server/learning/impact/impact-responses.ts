/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });
const day = z.string();
const num = z.number();
const reading = z.object({ date: day, value: num, note: z.string().nullable() });
const schedule = z.object({ metric: z.string(), next_at: day.nullable(), followup_days: z.number().int() });

export const unsubscribedResponse = z.object({ unsubscribed: z.literal(true) });

export const impactResponse = z.object({
  metric: z.string().nullable(),
  series: z.array(reading),
  before: num.nullable(),
  after: num.nullable(),
  next_at: day.nullable(),
  followup_days: z.number().int().nullable(),
  // Every field of a metric's state is declared (issue 39, item 7).
  metrics: z.array(
    z.object({
      metric: z.string(),
      label: z.string(),
      type: z.string(),
      unit: z.string().nullable(),
      options: z.array(z.string()).nullable().describe('A choice question’s options; null otherwise'),
      cadence_jours: z.number().int().describe('Days between two readings'),
      depends_on_metric: z.string().nullable().describe('Hidden while this yes/no metric was last answered no'),
      min: num.nullable(),
      max: num.nullable(),
      last_value: num.nullable(),
      last_date: day.nullable(),
      before: num.nullable(),
      after: num.nullable(),
      next_at: day.nullable(),
      due: z.boolean(),
    }),
  ),
});

export const recordedResponse = z.object({ readings: z.array(reading.extend({ metric: z.string() })), schedule: z.array(schedule) });

export const readingDeletedResponse = z.object({ deleted: z.object({ metric: z.string(), date: day }), schedule });

export const aggregateResponse = z.union([
  z.object({ enough: z.literal(false) }),
  z.object({
    enough: z.literal(true),
    count: z.number().int(),
    avg_pct: num,
    samples: z.array(z.object({ name: z.string(), before: num, after: num, delta: z.string() })),
  }),
]);

export const sampleConsentResponse = z.object({
  show_in_samples: z.boolean().meta({ description: 'Named (first name, figures; a money metric rounded) in other artisans’ samples' }),
  answered_at: z.string().meta({ format: 'date-time' }).nullable().meta({ description: 'When the artisan last answered; null: never' }),
});

export const dueResponse = z.array(
  z.object({ card_id: id, card_slug: z.string(), card_title: z.string(), metric: z.string(), label: z.string(), next_at: day }),
);
