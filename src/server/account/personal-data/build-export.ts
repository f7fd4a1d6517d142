/**
 * Builds one member's archive (decision 026): a ZIP written by yazl straight into the file store
 * as it is produced. JSON sections are small (one member's rows); documents are added one at a
 * time and stored files are opened only when yazl reaches them, so at most one file is in flight
 * and the archive is never whole in memory (the local store writes it to disk as a stream; the S3
 * store sends a long stream as a multipart upload, one 8 MiB part at a time).
 */
import { PassThrough, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { fileStorage, randomKeyName, type FileStorage } from '#server/platform/storage/storage.ts';
import { FILE_SECTIONS, JSON_SECTIONS, type ArchiveFile } from './export-sections.ts';
import { exportReadme } from './export-readme.ts';
import { exportFolder } from './exports.ts';
import type { Lang } from '#i18n/lang.ts';

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2) + '\n', 'utf8');

/** Where an export of `userId` is stored: its own prefix, so a sweep can tell exports apart. */
export const exportKey = (exportId: string) => `${exportFolder(exportId)}/${randomKeyName('zip')}`;

export interface BuildExportInput {
  exportId: string;
  userId: string;
  lang: Lang;
  signal?: AbortSignal;
  /** Where to write (the caller reserves it first: export-job.ts); a new `exportKey` otherwise. */
  key?: string;
  storage?: FileStorage;
}

export async function buildExport(db: DbOrTx, input: BuildExportInput): Promise<{ key: string; size: number }> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new Error(`user ${input.userId} not found`);
  const zip = new yazl.ZipFile();
  const now = new Date();
  const counts: Record<string, number> = {};
  // Files first: which stored ones cannot be read is known before README and files.json are written.
  const files: ArchiveFile[] = [];
  for (const section of FILE_SECTIONS) files.push(...(await section.files(db, input.userId)));
  const missingUploads = new Set(files.filter((f) => f.missing && f.uploadId).map((f) => f.uploadId));
  for (const section of JSON_SECTIONS) {
    let rows = await section.rows(db, input.userId);
    if (section.name === 'files' && Array.isArray(rows)) rows = rows.map((row: { id: string }) => ({ ...row, missing: missingUploads.has(row.id) }));
    counts[section.name] = Array.isArray(rows) ? rows.length : 1;
    zip.addBuffer(json(rows), `${section.name}.json`, { mtime: now });
  }
  const present = files.filter((f) => !f.missing);
  const readme = exportReadme(input.lang, { email: user.email, createdAt: now, counts, files: present.map((f) => f.path), missing: files.filter((f) => f.missing).map((f) => f.path) });
  zip.addBuffer(Buffer.from(readme, 'utf8'), 'README.txt', { mtime: now });
  for (const file of present) {
    if (file.bytes) {
      const load = file.bytes;
      zip.addReadStreamLazy(file.path, { mtime: now, compress: file.compress }, (callback) => {
        load().then(
          (bytes) => callback(null, streamOf(bytes)),
          (error: Error) => callback(error, undefined as unknown as Readable),
        );
      });
    } else if (file.stream) {
      const open = file.stream;
      zip.addReadStreamLazy(file.path, { mtime: now, compress: file.compress }, (callback) => {
        // A stored object gone since it was checked fails this attempt (retried, then listed as
        // missing), rather than leave an empty entry the README calls complete (decision 037).
        open().then(
          (stream) => (stream ? callback(null, stream) : callback(new Error(`stored file ${file.path} went away during the export`), undefined as unknown as Readable)),
          (error: Error) => callback(error, undefined as unknown as Readable),
        );
      });
    }
  }
  zip.end();
  const key = input.key ?? exportKey(input.exportId);
  const out = new PassThrough();
  zip.outputStream.on('error', (error: Error) => out.destroy(error));
  // A document that failed to load is reported on the ZipFile itself.
  (zip as unknown as NodeJS.EventEmitter).on('error', (error: Error) => out.destroy(error));
  zip.outputStream.pipe(out);
  const stored = await (input.storage ?? fileStorage()).put(key, out, { contentType: 'application/zip', signal: input.signal });
  return { key, size: stored.size };
}

function streamOf(bytes: Buffer): Readable {
  const stream = new PassThrough();
  stream.end(bytes);
  return stream;
}
