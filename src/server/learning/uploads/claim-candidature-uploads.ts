/**
 * For the applications work (decision 009): `POST /api/candidatures {photos: [ids]}` attaches
 * the photos uploaded with `type=candidature` to the new application and its applicant.
 *
 *   const photos = await claimCandidatureUploads(tx, input.photos ?? [], applicant.id, { applicationId, lang });
 *
 * - Call it inside the transaction that creates the application: it is all-or-nothing, and a
 *   refusal (400 `rule_failed`, `details.fieldErrors.photos`) rolls the application back.
 * - Claimable: a `candidature` upload not claimed yet, sent without a session or by this same
 *   user, and not expired (unclaimed ones are deleted after CANDIDATURE_UPLOAD_TTL_HOURS).
 *   Claiming again for the same application (a retried request) is accepted.
 * - After the claim the applicant owns the files: they read them through `url`
 *   (`/api/files/{id}`), as admin and responsable do; nobody else does.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { uploads } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { serializeUpload, UUID, type UploadView } from './serialize-upload.ts';
import type { Lang } from '#i18n/lang.ts';
import { inputTexts } from '#i18n/input-texts.ts';

export async function claimCandidatureUploads(
  db: DbOrTx,
  ids: readonly string[],
  userId: string,
  options: { applicationId?: string | null; lang?: Lang } = {},
): Promise<UploadView[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const applicationId = options.applicationId ?? null;
  const refuse = (bad: string[]) =>
    new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { photos: [inputTexts[options.lang ?? 'fr'].claimPhotos(bad.join(', '))] } } });
  const malformed = wanted.filter((id) => !UUID.test(id));
  if (malformed.length > 0) throw refuse(malformed);
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
    const claimed = await tx
      .update(uploads)
      .set({ userId, applicationId, claimedAt: sql`coalesce(${uploads.claimedAt}, now())` })
      .where(inArray(uploads.id, wanted))
      .returning();
    const order = new Map(wanted.map((id, i) => [id, i]));
    return claimed.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(serializeUpload);
  });
}
