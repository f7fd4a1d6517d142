/**
 * GET /api/files/{id}: a stored file for those who may read it (serialize-upload.ts `mayRead`),
 * 404 for anyone else, as for an id that does not exist. Photos inline, documents as attachments
 * named after their original name with their real extension; strong ETag (SHA-256 of the bytes)
 * and 304; private caching revalidated on every use (access can change: a deleted document, a
 * role removed); nosniff and a sandboxing CSP, so nothing served here ever runs as a page.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { uploads } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { contentDisposition } from '#server/platform/pdf/pdf-document.ts';
import { fileStorage } from '#server/platform/storage/storage.ts';
import { downloadName } from '#server/platform/files/original-name.ts';
import { mayRead, type UploadRow } from './serialize-upload.ts';
import { isUuid } from '#server/platform/uuid.ts';

const EXTENSION_OF: Record<string, string> = { 'image/webp': 'webp', 'application/pdf': 'pdf', 'application/zip': 'zip' };

export async function findReadableUpload(db: DbOrTx, user: { id: string; role: string | null }, id: string): Promise<UploadRow> {
  if (!isUuid(id)) throw new AppError('file_not_found');
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row || !mayRead(row, user)) throw new AppError('file_not_found');
  return row;
}

function etagOf(row: UploadRow): string {
  return `"${row.sha256.slice(0, 40)}"`;
}

/** True when an If-None-Match header names this ETag (or `*`). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

export async function fileResponse(row: UploadRow, ifNoneMatch: string | null): Promise<Response> {
  const etag = etagOf(row);
  const isImage = row.mime.startsWith('image/');
  const headers: Record<string, string> = {
    etag,
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  };
  if (matches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const stored = await fileStorage().get(row.storageKey);
  if (!stored) throw new AppError('file_not_found'); // removed from the storage: nothing to give
  const name = downloadName(row.originalName, EXTENSION_OF[row.mime] ?? 'bin', isImage ? 'photo' : 'document');
  return new Response(Readable.toWeb(stored.body) as ReadableStream, {
    status: 200,
    headers: {
      ...headers,
      'content-type': row.mime,
      'content-length': String(stored.size),
      'content-disposition': contentDisposition(name, isImage ? 'inline' : 'attachment'),
    },
  });
}
