import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createHash } from 'node:crypto';
import { PART_BYTES, S3Storage, parseStorageUrl } from './s3-storage.ts';
import { startLocalS3, type LocalS3 } from '#tests/support/s3-server.ts';

describe('parseStorageUrl', () => {
  it.each([
    ['s3://atelier-uploads', { bucket: 'atelier-uploads', prefix: '' }],
    ['s3://atelier-uploads/prod/eu', { bucket: 'atelier-uploads', prefix: 'prod/eu' }],
    ['s3://atelier-uploads/prod/', { bucket: 'atelier-uploads', prefix: 'prod' }],
  ])('%s', (url, expected) => expect(parseStorageUrl(url)).toEqual(expected));

  it.each(['http://x', 's3://', 's3://A_b', 'atelier'])('refuses %j', (url) => expect(() => parseStorageUrl(url)).toThrow());
});

describe('S3Storage against a local S3-compatible server', () => {
  let s3: LocalS3;
  let storage: S3Storage;
  let other: S3Storage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    const settings = { bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    storage = new S3Storage({ ...settings, prefix: 'instance' });
    // A second client, as another instance would hold.
    other = new S3Storage({ ...settings, prefix: 'instance' });
  });
  afterAll(async () => {
    storage?.close();
    other?.close();
    await s3?.close();
  });

  it('stores, reads, stats and deletes, and another client sees the same objects', async () => {
    expect(await storage.put('a/b/c.txt', Buffer.from('bonjour'), { contentType: 'text/plain' })).toEqual({ size: 7 });
    expect(await other.stat('a/b/c.txt')).toEqual({ size: 7 });
    const found = await other.get('a/b/c.txt');
    expect(found?.size).toBe(7);
    expect(await text(found!.body)).toBe('bonjour');
    await other.delete('a/b/c.txt');
    expect(await storage.get('a/b/c.txt')).toBeNull();
    expect(await storage.stat('a/b/c.txt')).toBeNull();
    await storage.delete('a/b/c.txt'); // missing is fine
  });

  it('lists the keys under its own prefix only (backups: decision 040)', async () => {
    const elsewhere = new S3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'instance-other' });
    await storage.put('k/one.txt', Buffer.from('1'));
    await storage.put('k/two.txt', Buffer.from('2'));
    await elsewhere.put('k/three.txt', Buffer.from('3'));
    const keys: string[] = [];
    for await (const key of other.keys()) keys.push(key);
    expect(keys.filter((k) => k.startsWith('k/')).sort()).toEqual(['k/one.txt', 'k/two.txt']);
    elsewhere.close();
  });

  it('takes a stream, and leaves nothing when the stream fails half-way', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    expect(await storage.put('streamed/x.bin', Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]))).toEqual({ size: 300_000 });
    expect((await storage.stat('streamed/x.bin'))?.size).toBe(300_000);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('broken/x.bin', failing)).rejects.toThrow('client went away');
    expect(await storage.stat('broken/x.bin')).toBeNull();
  });

  it('sends a stream longer than a part as a multipart upload, and leaves nothing when it fails half-way', async () => {
    const chunk = 256 * 1024;
    const total = PART_BYTES * 2 + 3 * chunk; // two full parts and a short last one
    const bytesAt = (i: number) => Buffer.alloc(chunk, i % 251);
    const chunks = function* (count: number) {
      for (let i = 0; i < count; i++) yield bytesAt(i);
    };
    // Which requests went out: a multipart upload of three parts, not one PUT of the whole body.
    const client = (storage as unknown as { client: { send: (command: object, ...rest: unknown[]) => Promise<unknown> } }).client;
    const send = client.send.bind(client);
    const sent: string[] = [];
    client.send = (command, ...rest) => {
      sent.push(command.constructor.name);
      return send(command, ...rest);
    };
    expect(await storage.put('exports/big.zip', Readable.from(chunks(total / chunk)), { contentType: 'application/zip' })).toEqual({ size: total });
    client.send = send;
    expect(sent).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
    const found = await other.get('exports/big.zip');
    expect(found?.size).toBe(total);
    const got = createHash('sha256');
    for await (const piece of found!.body) got.update(piece as Buffer);
    const want = createHash('sha256');
    for (const piece of chunks(total / chunk)) want.update(piece);
    expect(got.digest('hex')).toBe(want.digest('hex'));

    const failing = Readable.from(
      (function* () {
        yield* chunks((PART_BYTES / chunk) * 1.5);
        throw new Error('archive failed');
      })(),
    );
    await expect(storage.put('exports/broken.zip', failing)).rejects.toThrow('archive failed');
    expect(await storage.stat('exports/broken.zip')).toBeNull();
  }, 60_000);

  it('deletes a whole prefix (an export folder at erasure) and nothing beside it', async () => {
    for (const key of ['exports/e1/a.zip', 'exports/e1/b.zip', 'exports/e10/c.zip', 'exports/e2/d.zip']) await storage.put(key, Buffer.from(key));
    expect(await storage.deletePrefix('exports/e1')).toBe(2); // s3rver lists no multipart uploads: objects only
    expect(await storage.stat('exports/e1/a.zip')).toBeNull();
    expect(await storage.stat('exports/e1/b.zip')).toBeNull();
    expect(await storage.stat('exports/e10/c.zip')).toEqual({ size: 17 });
    expect(await storage.stat('exports/e2/d.zip')).toEqual({ size: 16 });
    expect(await storage.deletePrefix('exports/none')).toBe(0);
  });

  it.each(['../x', '/etc/passwd', 'A.txt', 'a//b'])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });
});
