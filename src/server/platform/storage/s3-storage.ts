/**
 * Stored files in an S3-compatible object store (AWS S3, MinIO, Garage, Scaleway…), so several
 * instances serve each other's uploads (docs/operations.md). Chosen by
 * `STORAGE_URL=s3://bucket[/prefix]` with `S3_ENDPOINT`, `S3_REGION`, the keys and
 * `S3_FORCE_PATH_STYLE` (src/env.ts). Same contract as LocalDiskStorage: an object is visible
 * only once completely written (a PUT is atomic), a failed write leaves nothing.
 *
 * Fails fast: a connection timeout, a per-attempt socket timeout and a deadline for
 * the whole operation (retries included), so a store that accepts connections but never answers
 * costs seconds, not minutes; every failure other than "no such object" becomes 503
 * `storage_unavailable` (storage.ts).
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  type CreateMultipartUploadCommandOutput,
  UploadPartCommand,
  type UploadPartCommandOutput,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  type ListMultipartUploadsCommandOutput,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  HeadObjectCommand,
  type GetObjectCommandOutput,
  type HeadObjectCommandOutput,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertValidKey, storageUnavailable, type FileStorage, type StoredObject } from './storage-contract.ts';
import { storageTimeLeft } from './storage-budget.ts';

export interface S3Settings {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Time to open a connection (default 2 s). */
  connectTimeoutMs?: number;
  /** The longest one operation may take, retries included (default 15 s). */
  requestTimeoutMs?: number;
  /** Attempts per operation (default 2: one retry, with the SDK's backoff). */
  maxAttempts?: number;
}

/** `s3://bucket/some/prefix` → bucket and prefix (without slashes at either end). */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error('STORAGE_URL must look like s3://bucket or s3://bucket/prefix');
  return { bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Uploads are bounded (15 MB photos, 25 MB documents): a stream is gathered, then sent in one PUT. */
/** S3's smallest part is 5 MiB (all but the last); 8 MiB keeps a long stream to few requests. */
export const PART_BYTES = 8 * 1024 * 1024;

/** The client settings of the app's S3 store, shared by the landing publisher (src/server/site/landings/publish/). */
export function s3ClientConfig(settings: Omit<S3Settings, 'bucket' | 'prefix'>): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums on every PUT/GET are an extra pass over the bytes that not every
    // S3-compatible server understands; TLS and Content-MD5-free PUTs are enough here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: settings.maxAttempts ?? 2,
    requestHandler: { connectionTimeout: settings.connectTimeoutMs ?? 2000, requestTimeout: settings.requestTimeoutMs ?? 15_000 },
  };
}

export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly settings: S3Settings;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.client = new S3Client(s3ClientConfig(settings));
  }

  private requestTimeoutMs(): number {
    return this.settings.requestTimeoutMs ?? 15_000;
  }

  /** Sends a command within the operation deadline (and the caller's signal); failures → storage_unavailable. */
  private async send<T>(operation: string, command: object, options: { signal?: AbortSignal; missingIsNull?: boolean; notImplementedIsNull?: boolean } = {}): Promise<T | null> {
    // What is left of the request's one budget (storage-budget.ts): spent, the store is not asked.
    const left = storageTimeLeft(this.requestTimeoutMs());
    if (left <= 0) throw storageUnavailable(this.kind, operation, Object.assign(new Error('the request spent its storage time budget'), { name: 'StorageBudgetSpent' }));
    const deadline = AbortSignal.timeout(left);
    const abortSignal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
    try {
      return (await this.client.send(command as never, { abortSignal })) as T;
    } catch (error) {
      if (options.missingIsNull && isMissing(error)) return null;
      if (options.notImplementedIsNull && error instanceof S3ServiceException && error.name === 'NotImplemented') return null;
      if (options.signal?.aborted) throw error; // the caller went away: nothing to answer
      throw storageUnavailable(this.kind, operation, error);
    }
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string; signal?: AbortSignal } = {}): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const ContentType = options.contentType ?? 'application/octet-stream';
    if (Buffer.isBuffer(body)) return this.putOnce(Key, body, ContentType, options.signal);
    // A stream is read one part at a time: a body shorter than a part is one PUT, as a buffer
    // would be; a longer one (a member's data export) goes up as a multipart upload, so at most one
    // part is ever in memory. The object appears only when the upload completes.
    const source = body[Symbol.asyncIterator]();
    let pending: Buffer[] = [];
    let size = 0;
    const fill = async (): Promise<boolean> => {
      while (size < PART_BYTES) {
        const next = await source.next();
        if (next.done) return true;
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
        pending.push(chunk);
        size += chunk.length;
      }
      return false;
    };
    let ended = await fill();
    if (ended) return this.putOnce(Key, Buffer.concat(pending), ContentType, options.signal);
    const created = await this.send<CreateMultipartUploadCommandOutput>('put', new CreateMultipartUploadCommand({ Bucket: this.settings.bucket, Key, ContentType }), { signal: options.signal });
    const UploadId = created!.UploadId!;
    const parts: { ETag: string; PartNumber: number }[] = [];
    let total = 0;
    try {
      for (;;) {
        const all = Buffer.concat(pending);
        const part = ended ? all : all.subarray(0, PART_BYTES);
        pending = ended ? [] : [all.subarray(PART_BYTES)];
        size = ended ? 0 : all.length - PART_BYTES;
        if (part.length > 0) {
          const PartNumber = parts.length + 1;
          const out = await this.send<UploadPartCommandOutput>('put', new UploadPartCommand({ Bucket: this.settings.bucket, Key, UploadId, PartNumber, Body: part, ContentLength: part.length }), { signal: options.signal });
          parts.push({ ETag: out!.ETag!, PartNumber });
          total += part.length;
        }
        if (ended) break;
        ended = await fill();
      }
      await this.send('put', new CompleteMultipartUploadCommand({ Bucket: this.settings.bucket, Key, UploadId, MultipartUpload: { Parts: parts } }), { signal: options.signal });
      return { size: total };
    } catch (error) {
      await this.send('put', new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key, UploadId })).catch(() => {});
      throw error;
    }
  }

  private async putOnce(Key: string, bytes: Buffer, ContentType: string, signal?: AbortSignal): Promise<StoredObject> {
    await this.send('put', new PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: bytes, ContentLength: bytes.length, ContentType }), { signal });
    return { size: bytes.length };
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    const out = await this.send<GetObjectCommandOutput>('get', new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }), { missingIsNull: true });
    if (!out?.Body) return null;
    return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const out = await this.send<HeadObjectCommandOutput>('stat', new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }), { missingIsNull: true });
    return out ? { size: Number(out.ContentLength ?? 0) } : null;
  }

  async delete(key: string): Promise<void> {
    // Deleting a missing object succeeds in S3.
    await this.send('delete', new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const Prefix = `${this.objectKey(prefix)}/`;
    let removed = 0;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.send<ListObjectsV2CommandOutput>('delete', new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix, ContinuationToken }));
      for (const { Key } of page?.Contents ?? []) {
        await this.send('delete', new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
        removed += 1;
      }
      ContinuationToken = page?.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return removed + (await this.abortUploads(Prefix, () => true));
  }

  async sweepUnfinished(olderThanMs: number, now = Date.now()): Promise<number> {
    const Prefix = this.settings.prefix ? `${this.settings.prefix}/` : undefined;
    return this.abortUploads(Prefix, (initiated) => now - initiated.getTime() > olderThanMs);
  }

  /** Aborts the multipart uploads under `Prefix` started when `due` says (their parts go with them). */
  private async abortUploads(Prefix: string | undefined, due: (initiated: Date) => boolean): Promise<number> {
    let aborted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      // A store that cannot list them (some S3-compatible servers) answers null: its own lifecycle
      // rule must abort incomplete uploads (docs/operations.md); the objects themselves were removed.
      const page = await this.send<ListMultipartUploadsCommandOutput>('sweep', new ListMultipartUploadsCommand({ Bucket: this.settings.bucket, Prefix, KeyMarker, UploadIdMarker }), { notImplementedIsNull: true });
      if (!page) return aborted;
      for (const upload of page?.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !due(upload.Initiated ?? new Date(0))) continue;
        await this.send('sweep', new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        aborted += 1;
      }
      KeyMarker = page?.IsTruncated ? page.NextKeyMarker : undefined;
      UploadIdMarker = page?.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
    return aborted;
  }

  /** HEAD of a key nobody writes: any answer (404 included) says the store is reachable and ours. */
  async probe(): Promise<void> {
    await this.send('probe', new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey('readiness-probe') }), { missingIsNull: true });
  }

  /** Every key under the prefix, a page (up to 1000) per request. */
  async *keys(): AsyncIterable<string> {
    const Prefix = this.settings.prefix ? `${this.settings.prefix}/` : undefined;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.send<ListObjectsV2CommandOutput>('list', new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix, ContinuationToken }));
      for (const object of page?.Contents ?? []) {
        const key = Prefix ? object.Key!.slice(Prefix.length) : object.Key!;
        if (key !== 'readiness-probe') yield key;
      }
      ContinuationToken = page?.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  close(): void {
    this.client.destroy();
  }
}
