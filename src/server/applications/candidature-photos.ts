/**
 * `photos` of an application are ids returned by POST /api/upload with type `candidature`
 * (decisions §6–7). The stored-file records come with the upload work (branch `files`); until
 * they are here, no id can name a real candidature upload, so any id is refused with a field
 * error rather than stored unchecked. When uploads land, this is the one place that looks the
 * ids up and attaches them to the application.
 */
import { AppError } from '../http/errors.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Lang } from '../i18n/messages.ts';

const UNKNOWN = { fr: 'Photo inconnue : envoyez-la à nouveau.', en: 'Unknown photo: please upload it again.' };

export async function checkCandidaturePhotos(_db: DbOrTx, ids: string[], lang: Lang): Promise<string[]> {
  if (ids.length === 0) return [];
  throw new AppError('validation_failed', { details: { formErrors: [], fieldErrors: { photos: [UNKNOWN[lang]] } } });
}
