/** The stored-file record of the API (decision 008) and who may read a file. */
import type { uploads } from '#db/schema.ts';
import { isAdmin } from '#server/identity/roles.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { uploadResponse } from './file-responses.ts';

export type UploadRow = typeof uploads.$inferSelect;

/** The private URL of a stored file: it checks the session (src/pages/api/files/[id].ts). */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

export function serializeUpload(row: UploadRow) {
  return {
    id: row.id,
    // the column is text; the upload code writes only these values
    type: row.type as ResponseOf<typeof uploadResponse>['type'],
    card_id: row.cardId,
    checklist_item_id: row.checklistItemId,
    mime: row.mime as ResponseOf<typeof uploadResponse>['mime'],
    size: row.sizeBytes,
    width: row.width,
    height: row.height,
    original_name: row.originalName,
    url: fileUrl(row.id),
    created_at: row.createdAt,
  } satisfies ResponseOf<typeof uploadResponse>;
}

export type UploadView = ReturnType<typeof serializeUpload>;

/**
 * Files are served to their owner, to admin and to responsable (decision 008); a `candidature`
 * upload nobody owns yet only to admin and responsable.
 */
export function mayRead(row: Pick<UploadRow, 'userId'>, user: { id: string; role: string | null }): boolean {
  return row.userId === user.id || isAdmin(user.role) || user.role === 'responsable';
}
