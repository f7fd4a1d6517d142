import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { assertValidKey, LocalDiskStorage, randomKeyName } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'atelier-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  const storage = new LocalDiskStorage(root);

  it('sweeps unfinished writes (*.part) untouched for long enough, under any prefix, and nothing else', async () => {
    const at = (path: string, ageMs: number, content = 'x') => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
      const when = new Date(Date.now() - ageMs);
      utimesSync(join(root, path), when, when);
    };
    at('exports/e1/a.zip.1a2b.part', 2 * 3600_000, 'profil');
    at('gallery/u1/b.webp.3c4d.part', 2 * 3600_000);
    at('exports/e2/c.zip.5e6f.part', 60_000); // being written
    at('exports/e3/d.zip', 2 * 3600_000); // a finished archive
    expect(await storage.sweepUnfinished(3600_000)).toBe(2);
    expect(existsSync(join(root, 'exports/e1/a.zip.1a2b.part'))).toBe(false);
    expect(existsSync(join(root, 'gallery/u1/b.webp.3c4d.part'))).toBe(false);
    expect(existsSync(join(root, 'exports/e2/c.zip.5e6f.part'))).toBe(true);
    expect(existsSync(join(root, 'exports/e3/d.zip'))).toBe(true);
    expect(await storage.deletePrefix('exports/e2')).toBe(1);
    expect(existsSync(join(root, 'exports/e2'))).toBe(false);
    expect(existsSync(join(root, 'exports/e3/d.zip'))).toBe(true);
    expect(await storage.deletePrefix('exports/none')).toBe(0);
  });

  it('stores, reads, stats and deletes', async () => {
    expect(await storage.put('a/b/c.txt', Buffer.from('bonjour'))).toEqual({ size: 7 });
    const found = await storage.get('a/b/c.txt');
    expect(found?.size).toBe(7);
    expect(await text(found!.body)).toBe('bonjour');
    await storage.delete('a/b/c.txt');
    expect(await storage.get('a/b/c.txt')).toBeNull();
    await storage.delete('a/b/c.txt'); // missing is fine
  });

  it('lists its keys, not the writes still in progress (backups: decision 040)', async () => {
    const listing = new LocalDiskStorage(mkdtempSync(join(root, 'keys-')));
    await listing.put('gallery/u1/a.webp', Buffer.from('a'));
    await listing.put('exports/e1/archive.zip', Buffer.from('z'));
    writeFileSync(join(listing.root, 'gallery/u1/b.webp.0a1b2c.part'), 'half');
    const keys: string[] = [];
    for await (const key of listing.keys()) keys.push(key);
    expect(keys.sort()).toEqual(['exports/e1/archive.zip', 'gallery/u1/a.webp']);
    for await (const key of new LocalDiskStorage(join(root, 'never-made')).keys()) throw new Error(`unexpected ${key}`);
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('broken/x.bin', failing)).rejects.toThrow('client went away');
    expect(readdirSync(join(root, 'broken'))).toEqual([]);
  });

  it.each(['../x', 'a/../../x', '/etc/passwd', 'A.txt', 'a//b', '', 'a/./b', 'é.txt'])('refuses the key %j', async (key) => {
    expect(() => assertValidKey(key)).toThrow();
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow();
  });

  it('makes random names', () => {
    expect(randomKeyName('webp')).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(randomKeyName('.pdf')).toMatch(/^[0-9a-f]{32}\.pdf$/);
  });
});
