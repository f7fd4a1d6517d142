import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { escapesFolder, inspectZip, UnsafeArchiveError } from './inspect-zip.ts';
import { zips } from '#tests/support/file-fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'atelier-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function inspect(bytes: Buffer) {
  const path = join(dir, `${Math.random().toString(16).slice(2)}.zip`);
  writeFileSync(path, bytes);
  return inspectZip(path);
}

describe('inspectZip', () => {
  it('accepts a plain archive and counts what it holds', async () => {
    expect(await inspect(await zips.plain())).toMatchObject({ entries: 2 });
  });

  it.each([
    ['an entry named ../evil.txt', zips.traversal, 'traversal', '../evil.txt'],
    ['an absolute entry name', zips.absolute, 'traversal', '/etc/passwd'],
    ['../ in the local header only (the central directory is clean)', zips.localTraversal, 'traversal', '../evil.txt'],
    ['a symbolic link', zips.link, 'link', 'lien'],
    ['a nested archive (by name)', zips.nestedByName, 'nested_archive', 'inner.zip'],
    ['a nested archive (by content)', zips.nestedByContent, 'nested_archive', 'data.bin'],
    ['a compression ratio over 100', zips.ratio, 'ratio', 'zeros.txt'],
    ['more than 200 MiB uncompressed', zips.tooLarge, 'too_large', 'zeros.txt'],
    ['more than 1000 entries', zips.tooManyEntries, 'too_many_entries', null],
    ['an encrypted entry', zips.encrypted, 'encrypted', 'secret.txt'],
    ['bytes that only start like a ZIP', zips.garbage, 'corrupt', null],
  ])('refuses %s', async (_name, make, reason, entry) => {
    const error = await inspect(await make()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsafeArchiveError);
    expect(error).toMatchObject({ reason, entry });
  });

  it.each([
    ['../x', true],
    ['a/../../x', true],
    ['a\\..\\x', true],
    ['/etc/passwd', true],
    ['C:/Windows/x', true],
    ['c:x', true],
    ['a/b/c.txt', false],
    ['..x/y', false],
    ['notes..txt', false],
  ])('escapesFolder(%j) is %s', (name, expected) => {
    expect(escapesFolder(name)).toBe(expected);
  });
});
