import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { openSealedScratch, sweepSealedScratch } from './sealed-scratch.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the sealed scratch file of a backup (decision 052)', () => {
  it('gives back the bytes written, while the file on disk holds none of them', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'sealed-scratch-'));
    const scratch = await openSealedScratch(parent);
    const plain = Buffer.concat([Buffer.from('users\t$argon2id$v=19$secret-hash\n'.repeat(2000)), randomBytes(100_000)]);
    await pipeline(Readable.from([plain.subarray(0, 5000), plain.subarray(5000)]), ...scratch.sinks());
    const [file] = readdirSync(scratch.folder);
    const onDisk = readFileSync(join(scratch.folder, file!));
    expect(statSync(join(scratch.folder, file!)).mode & 0o777).toBe(0o600);
    expect(onDisk.length).toBe(plain.length);
    expect(onDisk.includes('argon2id')).toBe(false);
    expect((await readAll(scratch.reader())).equals(plain)).toBe(true);
    await scratch.remove();
    expect(readdirSync(parent)).toEqual([]);
  });

  it('a fresh key each time: two scratch files of the same bytes differ', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'sealed-scratch-'));
    const bytes = Buffer.from('same rows\n'.repeat(100));
    const files = [];
    for (const scratch of [await openSealedScratch(parent), await openSealedScratch(parent)]) {
      await pipeline(Readable.from([bytes]), ...scratch.sinks());
      files.push(readFileSync(join(scratch.folder, readdirSync(scratch.folder)[0]!)));
    }
    expect(files[0]!.equals(files[1]!)).toBe(false);
  });

  it('the sweep removes scratch folders untouched for longer than asked, and only those', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'sealed-scratch-'));
    const old = await openSealedScratch(parent);
    const recent = await openSealedScratch(parent);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    utimesSync(old.folder, twoDaysAgo, twoDaysAgo);
    expect(await sweepSealedScratch(24 * 3600_000, Date.now(), parent)).toEqual([old.folder]);
    expect(readdirSync(parent)).toEqual([recent.folder.slice(parent.length + 1)]);
  });
});
