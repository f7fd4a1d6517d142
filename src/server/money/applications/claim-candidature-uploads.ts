/**
 * `photos` of an application are ids returned by POST /api/upload with type `candidature`
 * (decisions 008, 009 and 018), uploaded while the form is being filled, before the application
 * exists. This is the one place that attaches them to the new application and its applicant:
 *
 *   const photoIds = await claimCandidatureUploads(tx, input.photos ?? [], applicant.id, { applicationId, lang });
 *
 * - Call it inside the transaction that creates the application: it is all-or-nothing, and a
 *   refusal (400 `rule_failed`, `details.fieldErrors.photos`) rolls the application back.
 * - Claimable: a `candidature` upload not claimed yet, sent without a session or by this same
 *   user, and not expired (unclaimed ones are deleted after CANDIDATURE_UPLOAD_TTL_HOURS).
 *   Claiming again for the same application (a retried request) is accepted.
 * - After the claim the applicant owns the files: they read them through `url`
 *   (`/api/files/{id}`), as admin and responsable do; nobody else does.
 * - Returns the ids claimed, in the order sent, each once and in lower case.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { uploads } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUuid } from '#server/platform/uuid.ts';
import type { Lang } from '#i18n/lang.ts';
import { inputTexts } from '#i18n/input-texts.ts';

export async function claimCandidatureUploads(
  db: DbOrTx,
  ids: readonly string[],
  userId: string,
  options: { applicationId?: string | null; lang?: Lang } = {},
): Promise<string[]> {
  const applicationId = options.applicationId ?? null;
  const refuse = (bad: string[]) =>
    new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { photos: [inputTexts[options.lang ?? 'fr'].claimPhotos(bad.join(', '))] } } });
  const malformed = [...new Set(ids)].filter((id) => !isUuid(id));
  if (malformed.length > 0) throw refuse(malformed);
  // PostgreSQL reads a uuid in either case: the application keeps each photo once, as the database writes it.
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(uploads)
      .where(and(inArray(uploads.id, wanted), eq(uploads.type, 'candidature')))
      .for('update');
    const claimable = new Set(
      rows
        .filter((r) => (r.claimedAt === null && (r.userId === null || r.userId === userId)) || (r.claimedAt !== null && r.userId === userId && r.applicationId === applicationId))
        .map((r) => r.id),
    );
    const refused = wanted.filter((id) => !claimable.has(id));
    if (refused.length > 0) throw refuse(refused);
    await tx
      .update(uploads)
      .set({ userId, applicationId, claimedAt: sql`coalesce(${uploads.claimedAt}, now())` })
      .where(inArray(uploads.id, wanted));
    return wanted;
  });
}
