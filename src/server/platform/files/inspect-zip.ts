/**
 * Refuses ZIP archives that would hurt whoever opens them (decision 008): bombs (too
 * many entries, too much uncompressed data, a suspicious compression ratio), nested archives,
 * entries whose name escapes the extraction folder (`../`, absolute paths, `C:`), symbolic
 * links, encrypted entries (cannot be inspected), and anything yauzl cannot read.
 *
 * Two passes with yauzl: the central directory first (names, modes, declared sizes: no data is
 * decompressed, so most bombs cost nothing) with each entry's local header beside it, then every
 * entry is inflated and counted, because declared sizes can lie; inflation stops as soon as a
 * limit is crossed. Local headers matter: streaming extractors never read the central
 * directory and take the name written before the data, so it must be checked too, and must be
 * the same name.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { open as openFile, stat, type FileHandle } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';

export const ZIP_LIMITS = {
  /** Entries (files and folders) in one archive. */
  maxEntries: 1000,
  /** Uncompressed bytes of all entries together. */
  maxUncompressedBytes: 200 * 1024 * 1024,
  /** Uncompressed ÷ archive size, checked once more than `ratioFloorBytes` is uncompressed. */
  maxRatio: 100,
  /** Below this much uncompressed data the ratio does not matter (a small text compresses well). */
  ratioFloorBytes: 1024 * 1024,
} as const;

export type ZipProblem = 'too_many_entries' | 'too_large' | 'ratio' | 'nested_archive' | 'traversal' | 'link' | 'encrypted' | 'corrupt';

export class UnsafeArchiveError extends Error {
  readonly reason: ZipProblem;
  readonly entry: string | null;
  constructor(reason: ZipProblem, entry: string | null = null, message: string = reason) {
    super(message);
    this.reason = reason;
    this.entry = entry;
  }
}

export interface ZipSummary {
  entries: number;
  uncompressedBytes: number;
}

/** File names of archive formats: refused as nested archives even before their bytes are read. */
const ARCHIVE_NAME = /\.(zip|zipx|jar|war|ear|apk|ipa|rar|7z|tar|tgz|tbz2?|txz|gz|bz2|xz|zst|lz|lzma|lz4|z|cab|iso|dmg|arj|lzh|cpio|xar|pkg|deb|rpm)$/i;

/** What file-type reports for archives and compressed streams. */
const ARCHIVE_MIME = /^application\/(zip|x-rar-compressed|x-7z-compressed|x-tar|gzip|x-gzip|x-bzip2|x-xz|zstd|x-zstd|x-lzip|x-lzma|x-lz4|vnd\.ms-cab-compressed|x-iso9660-image|x-apple-diskimage|x-arj|x-lzh-compressed|x-cpio|x-xar|x-deb|x-rpm|java-archive|vnd\.android\.package-archive|x-compress|x-unix-archive)$/;

const UNIX_FILE_TYPE_MASK = 0o170000;
const UNIX_SYMLINK = 0o120000;
const INFO_ZIP_UNICODE_PATH = 0x7075;

function open(path: string): Promise<ZipFile> {
  // decodeStrings off: names are checked here (yauzl would throw a generic error for `../`).
  return yauzl.openPromise(path, { lazyEntries: true, autoClose: true, decodeStrings: false, validateEntrySizes: true, strictFileNames: false });
}

/** Every spelling of an entry's name an extractor might use: the raw name and the Unicode one. */
function namesOf(entry: Entry): string[] {
  const raw = entry.fileName as unknown as Buffer;
  const names = [raw.toString('utf8'), raw.toString('latin1')];
  for (const field of entry.extraFields) {
    // Info-ZIP Unicode Path: version (1), CRC of the raw name (4), then the UTF-8 name.
    if (field.id === INFO_ZIP_UNICODE_PATH && field.data.length > 5) names.push(field.data.subarray(5).toString('utf8'));
  }
  return names;
}

/** True when extracting this name could write outside the target folder. */
export function escapesFolder(name: string): boolean {
  const path = name.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.includes('\0')) return true;
  return path.split('/').some((segment) => segment === '..');
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;

/** Names in an extra-field block (the Info-ZIP Unicode Path), as namesOf reads them. */
function unicodeNames(extra: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    const data = extra.subarray(at + 4, at + 4 + length);
    if (id === INFO_ZIP_UNICODE_PATH && data.length > 5) names.push(data.subarray(5).toString('utf8'));
    at += 4 + length;
  }
  return names;
}

/** The entry's local header: its names must not escape, and must be the central directory's. */
async function checkLocalHeader(file: FileHandle, entry: Entry, centralName: Buffer): Promise<void> {
  const name = centralName.toString('utf8');
  const fixed = Buffer.alloc(LOCAL_HEADER_BYTES);
  const { bytesRead } = await file.read(fixed, 0, LOCAL_HEADER_BYTES, entry.relativeOffsetOfLocalHeader);
  if (bytesRead < LOCAL_HEADER_BYTES || fixed.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) throw new UnsafeArchiveError('corrupt', name, 'no local header');
  const nameLength = fixed.readUInt16LE(26);
  const extraLength = fixed.readUInt16LE(28);
  const variable = Buffer.alloc(nameLength + extraLength);
  await file.read(variable, 0, variable.length, entry.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES);
  const localName = variable.subarray(0, nameLength);
  const names = [localName.toString('utf8'), localName.toString('latin1'), ...unicodeNames(variable.subarray(nameLength))];
  if (names.some(escapesFolder)) throw new UnsafeArchiveError('traversal', names[0]);
  if (!localName.equals(centralName)) throw new UnsafeArchiveError('corrupt', name, 'the local header names another file');
}

function isSymlink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & UNIX_FILE_TYPE_MASK) === UNIX_SYMLINK;
}

function corrupt(error: unknown): UnsafeArchiveError {
  return error instanceof UnsafeArchiveError ? error : new UnsafeArchiveError('corrupt', null, (error as Error)?.message ?? 'unreadable archive');
}

/** Pass 1: the central directory only. */
async function checkDirectory(path: string, signal?: AbortSignal): Promise<void> {
  const zip = await open(path);
  if (zip.entryCount > ZIP_LIMITS.maxEntries) {
    zip.close();
    throw new UnsafeArchiveError('too_many_entries', null, `${zip.entryCount} entries`);
  }
  let declared = 0;
  const file = await openFile(path, 'r');
  try {
    for await (const entry of zip.eachEntry()) {
      signal?.throwIfAborted();
      const names = namesOf(entry);
      const name = names[0]!;
      if (names.some(escapesFolder)) throw new UnsafeArchiveError('traversal', name);
      await checkLocalHeader(file, entry, entry.fileName as unknown as Buffer);
      if (isSymlink(entry)) throw new UnsafeArchiveError('link', name);
      if (entry.isEncrypted()) throw new UnsafeArchiveError('encrypted', name);
      if (!name.endsWith('/') && ARCHIVE_NAME.test(name)) throw new UnsafeArchiveError('nested_archive', name);
      declared += entry.uncompressedSize;
      if (declared > ZIP_LIMITS.maxUncompressedBytes) throw new UnsafeArchiveError('too_large', name);
    }
  } finally {
    await file.close();
  }
}

/** Pass 2: inflates every entry, counting real bytes and looking at each one's first bytes. */
async function checkContents(path: string, archiveBytes: number, signal?: AbortSignal): Promise<ZipSummary> {
  const ratioCap = Math.max(ZIP_LIMITS.ratioFloorBytes, archiveBytes * ZIP_LIMITS.maxRatio);
  const zip = await open(path);
  let total = 0;
  let entries = 0;
  for await (const entry of zip.eachEntry()) {
    entries += 1;
    const name = (entry.fileName as unknown as Buffer).toString('utf8');
    if (name.endsWith('/')) continue;
    const stream = await zip.openReadStreamPromise(entry);
    let head: Buffer | null = Buffer.alloc(0);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        signal?.throwIfAborted();
        total += chunk.length;
        if (total > ZIP_LIMITS.maxUncompressedBytes) throw new UnsafeArchiveError('too_large', name);
        if (total > ratioCap) throw new UnsafeArchiveError('ratio', name);
        if (head !== null) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= 4100) {
            await refuseNested(head, name);
            head = null;
          }
        }
      }
      if (head !== null && head.length > 0) await refuseNested(head, name);
    } finally {
      stream.destroy();
    }
  }
  return { entries, uncompressedBytes: total };
}

async function refuseNested(head: Buffer, name: string): Promise<void> {
  const found = await fileTypeFromBuffer(head);
  if (found && ARCHIVE_MIME.test(found.mime)) throw new UnsafeArchiveError('nested_archive', name);
}

/** Resolves with a summary of a safe archive; rejects with UnsafeArchiveError otherwise. */
export async function inspectZip(path: string, signal?: AbortSignal): Promise<ZipSummary> {
  try {
    const { size } = await stat(path);
    await checkDirectory(path, signal);
    return await checkContents(path, size, signal);
  } catch (error) {
    // Stopped by the time limit (bounded-work.ts answers busy): not a verdict on the archive.
    if (signal?.aborted) throw error;
    throw corrupt(error);
  }
}
