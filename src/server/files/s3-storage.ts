/**
 * Stored files in an S3-compatible object store (AWS S3, MinIO, Garage, Scaleway…), so several
 * instances serve each other's uploads (issue 13, docs/operations.md). Chosen by
 * `STORAGE_URL=s3://bucket[/prefix]` with `S3_ENDPOINT`, `S3_REGION`, the keys and
 * `S3_FORCE_PATH_STYLE` (src/env.ts). Same contract as LocalDiskStorage: an object is visible
 * only once completely written (a PUT is atomic), a failed write leaves nothing.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertValidKey, type FileStorage, type StoredObject } from './storage.ts';

export interface S3Settings {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
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
async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly settings: S3Settings;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.client = new S3Client({
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
    });
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string } = {}): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const bytes = await toBuffer(body);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: bytes, ContentLength: bytes.length, ContentType: options.contentType ?? 'application/octet-stream' }),
    );
    return { size: bytes.length };
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return { size: Number(out.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // Deleting a missing object succeeds in S3.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
