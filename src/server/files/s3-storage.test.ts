import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { S3Storage, parseStorageUrl } from './s3-storage.ts';
import { startLocalS3, type LocalS3 } from '../../../tests/support/s3-server.ts';

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

  it.each(['../x', '/etc/passwd', 'A.txt', 'a//b'])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });
});
