/**
 * Browser side of POST /api/upload: XMLHttpRequest rather than fetch, because only XHR reports
 * upload progress. The fields go before the file so the server checks them before reading it.
 */
import { ApiError, type ApiErrorBody } from '../api-client.ts';
import type { FileTexts } from '#i18n/ui-files.ts';

export interface UploadRecord {
  id: string;
  type: 'action_image' | 'action_document' | 'candidature' | 'gallery';
  card_id: string | null;
  checklist_item_id: string | null;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  original_name: string;
  url: string;
  created_at: string;
}

export interface UploadFields {
  type: UploadRecord['type'];
  card_id?: string;
  checklist_item_id?: string;
}

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

export function uploadFile(fields: UploadFields, file: File, onProgress: (fraction: number) => void): Promise<UploadRecord> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON (a proxy's error page)
      }
      if (xhr.status === 201) return resolve(body as UploadRecord);
      const error = (body as { error?: ApiErrorBody } | null)?.error;
      reject(new ApiError(xhr.status, error ?? { code: 'internal_error', message: String(xhr.status) }));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}

/** A refusal before sending, from the size the browser knows (the server checks again). */
export function refuseBeforeSending(file: File, photosOnly: boolean, t: FileTexts): string | null {
  const looksLikePhoto = file.type.startsWith('image/');
  if (file.size === 0) return t.errors.empty_file;
  if ((photosOnly || looksLikePhoto) && file.size > PHOTO_MAX_BYTES) return t.errors.file_too_large('image');
  if (file.size > DOCUMENT_MAX_BYTES) return t.errors.file_too_large('document');
  return null;
}

/** The message of a refused upload in the page's language. */
export function uploadErrorText(error: unknown, t: FileTexts, photosOnly: boolean): string {
  if (!(error instanceof ApiError)) return t.drop.failed;
  switch (error.code) {
    case 'file_too_large':
      return t.errors.file_too_large((error.details as { kind?: string } | undefined)?.kind === 'image' ? 'image' : 'document');
    case 'unsupported_file_type':
      return t.errors.unsupported_file_type(photosOnly);
    case 'heic_not_supported':
    case 'image_too_many_pixels':
    case 'unreadable_image':
    case 'encrypted_pdf':
    case 'unsafe_archive':
    case 'empty_file':
    case 'gallery_full':
    case 'rate_limited':
      return t.errors[error.code];
    default:
      return error.message || t.drop.failed;
  }
}

export function displayName(record: UploadRecord, t: FileTexts): string {
  return record.original_name || t.list.unnamed;
}
