/**
 * Receives one uploaded file from a `multipart/form-data` request and checks it completely before
 * anyone stores it. Shared by every upload of the app (POST /api/upload, the admin landing image,
 * application photos); see docs/api-files.md, "The upload module".
 *
 *   const upload = await readUpload(ctx.request, { rules: => PHOTO_RULES, maxBytes: PHOTO_MAX_BYTES });
 *   try {
 *     upload.fields;        // the text fields, as sent
 *     upload.file;          // a checked temporary file: kind, mime, size, sha256, name, width/height
 *     … storeThenRecord(db, upload.file, …) (store-upload.ts) …
 *   } finally {
 *     await upload.dispose(); // removes the temporary file (also fine to call twice)
 *   }
 *
 * What it guarantees when it resolves:
 * - the body was streamed (busboy) to a temporary file under `$DATA_DIR/tmp/uploads`, never held
 *   in memory; the size limit was enforced while streaming (a `Content-Length` above it is refused
 *   before reading), so an oversized body costs at most the limit;
 * - the type comes from the bytes (`file-type`): HEIC/HEIF → 415 `heic_not_supported`; not in
 *   `rules.accept` → 415 `unsupported_file_type`; over the limit of its kind → 413 `file_too_large`;
 * - images: width × height read from the header (nothing decoded) and at most `maxPixels`
 *   (413 `image_too_many_pixels`), unreadable header → 415 `unreadable_image`;
 * - PDFs are not encrypted (415 `encrypted_pdf`); ZIPs passed inspect-zip.ts (415 `unsafe_archive`),
 *   both inspected in a bounded-work lane (503 `busy` when it is full: bounded-work.ts);
 * - `originalName` is normalised (original-name.ts).
 * When it rejects (always with an AppError), no temporary file is left behind.
 *
 * Its errors carry `Connection: close`: after a refusal the rest of the body is never read, and the
 * socket is closed once the answer is written.
 */
import busboy from 'busboy';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { env } from '#src/env.ts';
import { acceptedFormatNames, sniffBytes, sniffFile, SNIFF_BYTES, type SniffedType, type UploadKind } from './sniff-type.ts';
import { inspectZip, UnsafeArchiveError } from './inspect-zip.ts';
import { isEncryptedPdf } from './inspect-pdf.ts';
import { normalizeOriginalName } from './original-name.ts';
import { headerPixels, ImageConversionError, MAX_INPUT_PIXELS } from '../cpu/convert-image.ts';
import { runBounded, type WorkTicket } from '../cpu/bounded-work.ts';
import type { Lang } from '#i18n/lang.ts';
import { inputTexts } from '#i18n/input-texts.ts';

export type { UploadKind } from './sniff-type.ts';

/** 15 MB per photo and 25 MB per document (decision 008), in bytes (1 MB = 1024 × 1024). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** What an upload may be, and how big, per kind (decided from the bytes). */
export interface UploadRules {
  accept: readonly UploadKind[];
  maxBytes: Readonly<Partial<Record<UploadKind, number>>>;
}

export const PHOTO_RULES: UploadRules = { accept: ['image'], maxBytes: { image: PHOTO_MAX_BYTES } };
export const PHOTO_OR_DOCUMENT_RULES: UploadRules = {
  accept: ['image', 'pdf', 'zip'],
  maxBytes: { image: PHOTO_MAX_BYTES, pdf: DOCUMENT_MAX_BYTES, zip: DOCUMENT_MAX_BYTES },
};

export interface ReadUploadOptions {
  /**
   * The rules for the text fields sent with the file. Called when the file part starts, with the
   * fields sent before it (`final` false: return null when they do not decide yet, e.g. `type`
   * comes after the file), and once more with every field when the body is complete (`final` true:
   * must return rules). Throwing (an AppError, e.g. a zod error turned into one) refuses the upload.
   */
  rules: (fields: Readonly<Record<string, string>>, final: boolean) => UploadRules | null;
  /** The streaming cap while the rules are unknown: the largest size any rules allow. */
  maxBytes: number;
  /** Name of the file field (default `file`). */
  fileField?: string;
  /** Where temporary files go (default `$DATA_DIR/tmp/uploads`). */
  tempDir?: string;
  /** Largest image, in pixels (default convert-image.ts's MAX_INPUT_PIXELS, 100 MP). */
  maxPixels?: number;
  /** Language of the field messages this module writes itself (default French). */
  lang?: Lang;
  /** Lane and account of the PDF/ZIP inspection (bounded-work.ts). */
  work: WorkTicket;
}

export interface ReceivedFile {
  /** The temporary file (removed by `dispose`). */
  path: string;
  size: number;
  kind: UploadKind;
  /** Detected from the bytes, e.g. `image/jpeg`, `application/pdf`. */
  mime: string;
  /** Detected extension without dot: `jpg`, `png`, `pdf`, `zip`… */
  extension: string;
  /** Normalised name from the sender (may be empty). */
  originalName: string;
  /** Hex SHA-256 of the bytes as received. */
  sha256: string;
  /** Images only (from the header); null for documents. */
  width: number | null;
  height: number | null;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile;
  /** Removes the temporary file; idempotent. */
  dispose(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/** Fields are short (`type`, ids): a few of them, a few hundred bytes each. */
const FIELD_LIMITS = { fields: 16, fieldSize: 1024, fieldNameSize: 100, parts: 20, headerPairs: 20 };
/** Room for the multipart framing and fields around the file in a declared Content-Length. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Headers for an answer given before the body was read to its end. */
export const uploadRefusalHeaders = { connection: 'close' } as const;

export function defaultUploadTempDir(): string {
  return join(env().DATA_DIR, 'tmp', 'uploads');
}

function tooLarge(limit: number, kind: UploadKind | null): AppError {
  return new AppError('file_too_large', { details: { limit_bytes: limit, kind } });
}

function unsupported(accept: readonly UploadKind[], found: SniffedType): AppError {
  return new AppError('unsupported_file_type', { details: { accepted: acceptedFormatNames(accept), detected: found.mime } });
}

function refuseType(found: SniffedType, rules: UploadRules | null): void {
  if (found.kind === 'heic') throw new AppError('heic_not_supported', { details: { accepted: acceptedFormatNames(rules?.accept ?? ['image']) } });
  if (found.kind === 'other') throw unsupported(rules?.accept ?? ['image', 'pdf', 'zip'], found);
  if (rules && !rules.accept.includes(found.kind)) throw unsupported(rules.accept, found);
}

function largestOf(rules: UploadRules): number {
  return Math.max(...rules.accept.map((kind) => rules.maxBytes[kind] ?? 0));
}

function fieldError(name: string, message: string): AppError {
  return new AppError('validation_failed', { details: { formErrors: [], fieldErrors: { [name]: [message] } } });
}

/** AppErrors as they are, zod errors as `validation_failed`; null for anything else. */
function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return new AppError('validation_failed', { details: z.flattenError(error) });
  if (error instanceof UnsafeArchiveError) return new AppError('unsafe_archive', { details: { reason: error.reason, entry: error.entry } });
  return null;
}

/** The same error, answered with `Connection: close` (the body may not have been read to its end). */
function closingConnection(error: AppError): AppError {
  return new AppError(error.code, {
    details: error.details,
    headers: { ...error.headers, ...uploadRefusalHeaders },
    ...(error.message !== error.code ? { message: error.message } : {}),
  });
}

interface Streamed {
  fields: Record<string, string>;
  size: number;
  sha256: string;
  filename: string;
}

/** Streams the body: fields into an object, the one file into `tempPath`, with every early refusal. */
function receive(body: WebReadableStream, contentType: string, tempPath: string, options: ReadUploadOptions): Promise<Streamed> {
  const fileField = options.fileField ?? 'file';
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = Object.create(null);
    let settled = false;
    let out: WriteStream | null = null;
    let fileDone: Promise<{ size: number; sha256: string; filename: string }> | null = null;
    const source = Readable.fromWeb(body);

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop reading but do not destroy the request stream: that would reset the socket before
      // the answer is written. The answer carries `Connection: close` instead.
      source.unpipe();
      source.pause();
      const appError = asAppError(error) ?? new AppError('invalid_multipart');
      const written = out;
      const closed = written && !written.closed ? new Promise<void>((done) => written.once('close', () => done())) : Promise.resolve();
      written?.destroy();
      // Wait for the file to be closed (or its pending open to finish) before removing it.
      void closed.then(() => rm(tempPath, { force: true })).finally(() => reject(appError));
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { ...FIELD_LIMITS, files: 1, fileSize: options.maxBytes + 1 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(new AppError('invalid_multipart'));
      return;
    }

    const texts = inputTexts[options.lang ?? 'fr'].uploadPart;
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(fieldError(name.slice(0, 100), texts.tooLong));
      if (value.includes('\0') || name.includes('\0')) return fail(fieldError(name.replace(/\0/g, '\\u0000'), texts.nul));
      if (name in fields) return fail(fieldError(name, texts.twice));
      fields[name] = value;
    });

    parser.on('file', (name, stream, info) => {
      if (name !== fileField || fileDone) {
        stream.resume();
        return fail(new AppError('invalid_multipart', { details: { field: name } }));
      }
      let rules: UploadRules | null;
      try {
        rules = options.rules({ ...fields }, false);
      } catch (error) {
        stream.resume();
        return fail(error);
      }
      let cap = rules ? largestOf(rules) : options.maxBytes;
      let capKind: UploadKind | null = null;
      let size = 0;
      let head: Buffer[] | null = [];
      let headLength = 0;
      const hash = createHash('sha256');
      const sniffHead = async () => {
        const found = await sniffBytes(Buffer.concat(head!));
        head = null;
        // Only a definite answer refuses early: some formats (TIFF) cannot be told from the head.
        if (found.mime !== null) refuseType(found, rules);
        if (rules && found.kind !== 'heic' && found.kind !== 'other') {
          cap = rules.maxBytes[found.kind] ?? cap;
          capKind = found.kind;
          if (size > cap) throw tooLarge(cap, capKind);
        }
      };
      // Refusals stop the source at once (fail): once busboy has hit its own limit it no longer
      // applies back-pressure, so waiting for the pipeline to unwind would read the whole body.
      const refuse = (error: unknown, callback: (error: Error) => void) => {
        fail(error);
        callback(error as Error);
      };
      const check = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > cap) return refuse(tooLarge(cap, capKind), callback);
          hash.update(chunk);
          if (head) {
            head.push(chunk);
            headLength += chunk.length;
            if (headLength >= SNIFF_BYTES) return void sniffHead().then(() => callback(null, chunk), (error) => refuse(error, callback));
          }
          callback(null, chunk);
        },
        flush(callback) {
          if (head && headLength > 0) return void sniffHead().then(() => callback(), (error) => refuse(error, callback));
          callback();
        },
      });
      stream.on('limit', () => {
        const error = tooLarge(cap, capKind);
        fail(error);
        check.destroy(error);
      });
      out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
      fileDone = pipeline(stream, check, out).then(() => ({ size, sha256: hash.digest('hex'), filename: info.filename ?? '' }));
      fileDone.catch(fail);
    });

    parser.on('filesLimit', () => fail(new AppError('invalid_multipart', { details: { reason: 'one file per upload' } })));
    parser.on('fieldsLimit', () => fail(new AppError('invalid_multipart', { details: { reason: 'too many fields' } })));
    parser.on('partsLimit', () => fail(new AppError('invalid_multipart', { details: { reason: 'too many parts' } })));
    parser.on('error', () => fail(new AppError('invalid_multipart')));
    parser.on('close', () => {
      if (settled) return;
      if (!fileDone) return fail(new AppError('file_missing'));
      fileDone.then((file) => {
        if (settled) return;
        settled = true;
        resolve({ fields: { ...fields }, ...file });
      }, fail);
    });
    source.on('error', () => fail(new AppError('invalid_multipart', { details: { reason: 'the upload was interrupted' } })));
    source.pipe(parser);
  });
}

/** Checks of a complete file: type, size of its kind, and what each kind must not be. */
async function inspect(path: string, size: number, rules: UploadRules, maxPixels: number, work: WorkTicket) {
  if (size === 0) throw new AppError('empty_file');
  const found = await sniffFile(path);
  refuseType(found, rules);
  const kind = found.kind as UploadKind;
  const limit = rules.maxBytes[kind] ?? 0;
  if (size > limit) throw tooLarge(limit, kind);
  let width: number | null = null;
  let height: number | null = null;
  if (kind === 'image') {
    try {
      const header = await headerPixels(path);
      ({ width, height } = header);
      if (header.pixels > maxPixels) throw new AppError('image_too_many_pixels', { details: { width, height, limit_pixels: maxPixels } });
    } catch (error) {
      if (error instanceof ImageConversionError) throw new AppError('unreadable_image');
      throw error;
    }
  } else if (kind === 'pdf') {
    // Inspections read the whole file: bounded like conversions (503 busy when the lane is full).
    if (await runBounded(work, (signal) => isEncryptedPdf(path, signal))) throw new AppError('encrypted_pdf');
  } else {
    await runBounded(work, (signal) => inspectZip(path, signal)); // UnsafeArchiveError becomes 415 unsafe_archive below
  }
  return { kind, mime: found.mime!, extension: found.extension!, width, height };
}

/** Reads and checks one uploaded file; see the top of this file for the contract. */
export async function readUpload(request: Request, options: ReadUploadOptions): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType)) throw new AppError('unsupported_media_type');
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  // Refused before a byte of the body is read: the connection must close, or the rest
  // of the body would be read as the next request.
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD) throw closingConnection(tooLarge(options.maxBytes, null));
  if (!request.body) throw new AppError('file_missing');

  const tempDir = options.tempDir ?? defaultUploadTempDir();
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  const path = join(tempDir, `${randomBytes(16).toString('hex')}.part`);
  const dispose = () => rm(path, { force: true });
  try {
    const streamed = await receive(request.body as WebReadableStream, contentType, path, options);
    const rules = options.rules(streamed.fields, true);
    if (!rules) throw new AppError('validation_failed');
    const checked = await inspect(path, streamed.size, rules, options.maxPixels ?? MAX_INPUT_PIXELS, options.work);
    const file: ReceivedFile = { path, size: streamed.size, sha256: streamed.sha256, originalName: normalizeOriginalName(streamed.filename), ...checked };
    return { fields: streamed.fields, file, dispose, [Symbol.asyncDispose]: dispose };
  } catch (error) {
    await dispose();
    const known = asAppError(error);
    throw known ? closingConnection(known) : error;
  }
}
