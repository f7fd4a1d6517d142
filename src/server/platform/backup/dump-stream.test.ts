import { describe, expect, it } from 'vitest';
import { DumpReader, END_OF_TABLE, encodeFrames, encodeLine } from './dump-stream.ts';
import { copyField } from './database-session.ts';
import { orderByReferences } from './dump-dependencies.ts';
import { backupName } from './backup-location.ts';

/** Splits `bytes` into chunks of `size`, as a socket or gunzip would hand them over. */
async function* chunks(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('the dump stream', () => {
  const dumpOf = (rows: Buffer) =>
    Buffer.concat([encodeLine({ format: 'atelier-database' }), encodeLine({ table: 't', columns: ['a'] }), ...encodeFrames(rows), END_OF_TABLE, encodeLine({ end: true, tables: 1 })]);
  const big = Buffer.concat([Buffer.from('1\t\\N\n'), Buffer.alloc(3 * 1024 * 1024 + 5, 0x61), Buffer.from('\n')]);
  const dump = dumpOf(big);

  it.each([
    ['1-byte chunks', Buffer.from('1\tCamille\n2\t\\N\n'), 1],
    ['odd chunks', big, 7_919],
    ['64 KiB chunks', big, 65_536],
    ['one chunk', big, dump.length],
  ])('reads back lines and frames whatever the chunking (%s)', async (_name, rows, size) => {
    const dump = dumpOf(rows);
    const reader = new DumpReader(chunks(dump, size));
    expect(await reader.json()).toEqual({ format: 'atelier-database' });
    expect(await reader.json()).toEqual({ table: 't', columns: ['a'] });
    const frames: Buffer[] = [];
    for await (const frame of reader.frames()) frames.push(Buffer.from(frame));
    expect(frames.every((f) => f.length <= 1024 * 1024)).toBe(true);
    expect(Buffer.concat(frames).equals(rows)).toBe(true);
    expect(await reader.json()).toEqual({ end: true, tables: 1 });
  });

  it.each([
    ['cut inside a frame', dump.subarray(0, dump.length - 2_000_000), /cut short/],
    ['an error line from the server', Buffer.concat([encodeLine({ error: 'disk full' })]), /failed while it was taken: disk full/],
  ])('refuses a dump %s', async (_name, bytes, message) => {
    const reader = new DumpReader(chunks(bytes, 4096));
    const read = async () => {
      for (;;) {
        const section = await reader.json<{ table?: string; end?: boolean }>();
        if (section.end) return;
        if (section.table) for await (const _ of reader.frames());
      }
    };
    await expect(read()).rejects.toThrow(message);
  });
});

describe('copyField (COPY text format)', () => {
  it.each([
    [null, '\\N'],
    ['plain é', 'plain é'],
    ['\\x00ff', '\\\\x00ff'],
    ['a\tb\nc\rd\\', 'a\\tb\\nc\\rd\\\\'],
    ['{"a": "x\\ny"}', '{"a": "x\\\\ny"}'],
  ])('%j → %j', (value, expected) => expect(copyField(value)).toBe(expected));
});

describe('orderByReferences', () => {
  it.each([
    ['parents first', ['invoices', 'users', 'applications'], [{ child: 'invoices', parent: 'applications' }, { child: 'applications', parent: 'users' }], ['users', 'applications', 'invoices']],
    ['self-references ignored', ['users'], [{ child: 'users', parent: 'users' }], ['users']],
    ['no references: by name', ['b', 'a'], [], ['a', 'b']],
    ['a cycle still lists each table once', ['a', 'b'], [{ child: 'a', parent: 'b' }, { child: 'b', parent: 'a' }], ['b', 'a']],
  ])('%s', (_name, tables, references, expected) => expect(orderByReferences(tables, references)).toEqual(expected));
});

it('names backups so they sort by time and are valid store keys', () => {
  expect(backupName(new Date('2026-11-26T20:33:48.123Z'))).toBe('backup-20261126-203348-123');
});
