/**
 * What every storage backend shares: the interface, the key rule and the 503 a failing store
 * answers. Both backends (storage.ts, s3-storage.ts) import it, so neither imports the other's module.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../http/errors.ts';
import { logger } from '../log.ts';

export interface StoredObject {
  size: number;
}

/**
 * Every method fails fast and clearly: a store that is away, refuses, never answers or
 * a disk that errors throws 503 `storage_unavailable` with Retry-After (never a 500, never a hang).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the whole body under `key`; the object becomes visible only once completely written. */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string; signal?: AbortSignal }): Promise<StoredObject>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** A cheap check that the storage answers (readiness); throws storage_unavailable. */
  probe(): Promise<void>;
  /** Every stored key, in no particular order (backups: decision 040). */
  keys(): AsyncIterable<string>;
  /**
   * Removes everything under `prefix/` (an export's folder at erasure), unfinished writes included
   * (local `.part` files, S3 multipart uploads); returns how many objects and writes went.
   */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * Removes writes that never finished and were started more than `olderThanMs` ago, under any
   * prefix: local `*.part` files (a process killed mid-write), S3 multipart uploads never completed.
   */
  sweepUnfinished(olderThanMs: number, now?: number): Promise<number>;
}

/** A local write in progress: `<key>.<random>.part`, renamed to `<key>` once complete. */
export const PART_SUFFIX = '.part';

/** What a 503 `storage_unavailable` suggests in `Retry-After`. */
export const STORAGE_RETRY_AFTER_SECONDS = 10;

/** The storage failed (not a missing object): logged once here, answered 503 with Retry-After. */
export function storageUnavailable(kind: string, operation: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const reason = (error as NodeJS.ErrnoException)?.code ?? (error as Error)?.name ?? 'error';
  logger.warn(`file storage (${kind}) ${operation} failed: ${reason} ${(error as Error)?.message ?? ''}`.trim());
  return new AppError('storage_unavailable', { headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) } });
}

export const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..') || key.length > 512) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** A random, unguessable file name with the given extension (`9c1e…f0.webp`). */
export function randomKeyName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension.replace(/^\./, '')}`;
}
