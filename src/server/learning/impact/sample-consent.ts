/**
 * Whether an artisan is named in other artisans' impact samples (decisions §5, decision 055): off
 * until she says yes, asked where she records a reading and on her account page, changeable at
 * any time, each answer recorded with its time. Her contribution counts in `count` and `avg_pct`
 * either way; the answer only decides whether her first name and figures appear in `samples`.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { forgetAllTotals } from './aggregate-cache.ts';
import type { sampleConsentResponse } from './impact-responses.ts';

export const sampleConsentInput = z.strictObject({ show_in_samples: z.boolean() });

export type SampleConsent = z.infer<typeof sampleConsentResponse>;

function view(row: { showInSamples: boolean; showInSamplesAt: Date | null }): SampleConsent {
  return { show_in_samples: row.showInSamples, answered_at: row.showInSamplesAt?.toISOString() ?? null };
}

export async function getSampleConsent(db: DbOrTx, userId: string): Promise<SampleConsent> {
  const [row] = await db.select({ showInSamples: users.showInSamples, showInSamplesAt: users.showInSamplesAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('user_not_found');
  return view(row);
}

/** Records her answer (the same answer again renews its time: it was given again). */
export async function setSampleConsent(db: DbOrTx, userId: string, show: boolean): Promise<SampleConsent> {
  const [row] = await db
    .update(users)
    .set({ showInSamples: show, showInSamplesAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ showInSamples: users.showInSamples, showInSamplesAt: users.showInSamplesAt });
  if (!row) throw new AppError('user_not_found');
  // The users trigger tells every instance (migration 0012); this one forgets now, so the next
  // aggregate it answers, whoever asks, already follows the answer.
  forgetAllTotals();
  return view(row);
}
