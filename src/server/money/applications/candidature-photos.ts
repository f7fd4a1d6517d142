/**
 * `photos` of an application are ids returned by POST /api/upload with type `candidature`
 * (decisions 008 and 009), uploaded while the form is being filled, before the application exists.
 * This is the one place that attaches them: inside the transaction that creates the application,
 * all or nothing (claim-candidature-uploads.ts). An id that is unknown, someone else's, already
 * used by another application or expired refuses the whole application with a field error on
 * `photos`, and the application is rolled back with it.
 */
import type { DbOrTx } from '#server/platform/db/client.ts';
import { claimCandidatureUploads } from '#server/learning/uploads/claim-candidature-uploads.ts';
import type { Lang } from '#i18n/lang.ts';

/** Attaches the photos to the application and its applicant; returns their ids in the order sent. */
export async function attachCandidaturePhotos(db: DbOrTx, ids: readonly string[], applicantId: string, applicationId: string, lang: Lang): Promise<string[]> {
  const claimed = await claimCandidatureUploads(db, ids, applicantId, { applicationId, lang });
  return claimed.map((photo) => photo.id);
}
