/**
 * Where `landings:publish` writes: a directory (served by nginx or any static server) or an
 * S3-compatible bucket under a prefix (behind a CDN). Both keep a manifest of what they hold
 * (`.landings-manifest.json`: key → SHA-256 of the bytes and headers), so a run writes only what
 * changed and removes only what it published itself — never a file someone else put there.
 */
import { chmod, mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { parseStorageUrl, s3ClientConfig } from '#server/platform/storage/s3-storage.ts';
import { appS3Settings } from '#server/platform/storage/storage.ts';
import type { PublishedFile } from './published-files.ts';

export const MANIFEST_KEY = '.landings-manifest.json';

export interface ManifestEntry {
  sha256: string;
  size: number;
}

export interface Manifest {
  version: 1;
  files: Record<string, ManifestEntry>;
}

export interface PublishTarget {
  readonly description: string;
  readManifest(): Promise<Manifest | null>;
  /** Whether the target still holds the file a manifest entry describes (a directory can check cheaply). */
  holds(key: string, entry: ManifestEntry): Promise<boolean>;
  put(file: PublishedFile): Promise<void>;
  remove(key: string): Promise<void>;
  writeManifest(manifest: Manifest): Promise<void>;
  close(): void;
}

function parseManifest(text: string): Manifest | null {
  try {
    const parsed = JSON.parse(text) as Manifest;
    return parsed?.version === 1 && parsed.files && typeof parsed.files === 'object' ? parsed : null;
  } catch {
    return null; // unreadable: treated as empty, so everything is written again (safe)
  }
}

export class DirectoryTarget implements PublishTarget {
  readonly description: string;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.description = this.root;
  }

  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`refusing to write outside ${this.root}: ${key}`);
    return path;
  }

  async readManifest(): Promise<Manifest | null> {
    const text = await readFile(join(this.root, MANIFEST_KEY), 'utf8').catch(() => null);
    return text === null ? null : parseManifest(text);
  }

  async holds(key: string, entry: ManifestEntry): Promise<boolean> {
    const info = await stat(this.path(key)).catch(() => null);
    return info !== null && info.isFile() && info.size === entry.size;
  }

  /**
   * Written beside, then renamed: nginx never sends a file half written. Readable by nginx's user
   * whatever the service's umask (the unit sets UMask=0027): modes set explicitly, not masked.
   */
  async put(file: PublishedFile): Promise<void> {
    const path = this.path(file.key);
    await this.makeFolders(dirname(path));
    const temporary = `${path}.tmp-${process.pid}`;
    await writeFile(temporary, file.body);
    await chmod(temporary, 0o644);
    await rename(temporary, path);
  }

  /** The folders down to `dir`, each 0755 (mkdir's mode is masked by the umask). */
  private async makeFolders(dir: string): Promise<void> {
    const first = await mkdir(dir, { recursive: true });
    if (first === undefined) return;
    for (let folder = dir; folder.length >= first.length; folder = dirname(folder)) await chmod(folder, 0o755);
  }

  async remove(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    // Empty folders left behind (`landing/<slug>/`) would answer 403/301 instead of 404.
    for (let dir = dirname(path); dir.startsWith(this.root + sep); dir = dirname(dir)) {
      if (!(await rmdir(dir).then(() => true, () => false))) break;
    }
  }

  async writeManifest(manifest: Manifest): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await this.put({ key: MANIFEST_KEY, body: Buffer.from(JSON.stringify(manifest, null, 1)), contentType: 'application/json', cacheControl: 'no-store' });
  }

  close(): void {}
}

export class S3Target implements PublishTarget {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(url: string, client: S3Client) {
    const { bucket, prefix } = parseStorageUrl(url);
    this.bucket = bucket;
    this.prefix = prefix;
    this.client = client;
    this.description = url;
  }

  private objectKey(key: string): string {
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async readManifest(): Promise<Manifest | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(MANIFEST_KEY) }));
      return parseManifest((await out.Body?.transformToString('utf8')) ?? '');
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  /** A HEAD per object would cost as much as the upload it saves: the manifest is trusted. */
  async holds(): Promise<boolean> {
    return true;
  }

  /** The object's metadata is what the bucket (and a CDN in front of it) answers with. */
  async put(file: PublishedFile): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(file.key),
        Body: file.body,
        ContentLength: file.body.length,
        ContentType: file.contentType,
        CacheControl: file.cacheControl,
        ContentEncoding: file.contentEncoding,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async writeManifest(manifest: Manifest): Promise<void> {
    await this.put({ key: MANIFEST_KEY, body: Buffer.from(JSON.stringify(manifest, null, 1)), contentType: 'application/json', cacheControl: 'no-store' });
  }

  close(): void {
    this.client.destroy();
  }
}

/** `s3://bucket/prefix` (the app's S3 settings: endpoint, region, keys, path style) or a directory. */
export function publishTarget(to: string): PublishTarget {
  if (!to.startsWith('s3://')) return new DirectoryTarget(to);
  const client = new S3Client(s3ClientConfig(appS3Settings()));
  return new S3Target(to, client);
}
