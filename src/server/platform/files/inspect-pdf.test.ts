import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEncryptedPdf } from './inspect-pdf.ts';
import { pdf } from '#tests/support/file-fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'atelier-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(bytes: Buffer): string {
  const path = join(dir, `${Math.random().toString(16).slice(2)}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

describe('isEncryptedPdf', () => {
  it.each([
    ['a plain PDF', pdf(), false],
    ['an encrypted PDF (/Encrypt n 0 R in the trailer)', pdf({ encrypted: true }), true],
    ['an inline /Encrypt dictionary', Buffer.from('%PDF-1.7\ntrailer << /Encrypt << /Filter /Standard >> >>'), true],
    ['the word Encrypt in text', Buffer.from('%PDF-1.4\n(see /Encryption notes)'), false],
    ['/Encrypt across a 256 KiB read boundary', Buffer.concat([Buffer.alloc(256 * 1024 - 4, 0x20), Buffer.from('/Encrypt 9 0 R')]), true],
    // What a PDF reader reads as /Encrypt, whatever its spelling.
    ['a hex escape in the name (/Encr#79pt)', Buffer.from('%PDF-1.7\ntrailer << /Size 9 /Encr#79pt 5 0 R >>'), true],
    ['every letter escaped', Buffer.from('%PDF-1.7\ntrailer << /#45#6e#63#72#79#70#74 << /Filter /Standard >> >>'), true],
    ['a comment between key and value', Buffer.from('%PDF-1.7\ntrailer << /Encrypt % nothing to see\n 5 0 R >>'), true],
    ['comments between the numbers of the reference', Buffer.from('%PDF-1.7\ntrailer << /Encrypt%a\r5%b\n0%c\nR >>'), true],
    ['NUL and form feed as white space', Buffer.from('%PDF-1.7\ntrailer << /Encrypt\0\f<< /Filter /Standard >> >>'), true],
    ['a long comment across a read boundary', Buffer.concat([Buffer.from('%PDF-1.7\ntrailer << /Encrypt %'), Buffer.alloc(300 * 1024, 0x41), Buffer.from('\n 5 0 R >>')]), true],
    ['an escaped name that is not Encrypt', Buffer.from('%PDF-1.7\n<< /Encr#79ption 5 0 R >>'), false],
  ])('%s → %s', async (_name, bytes, expected) => {
    expect(await isEncryptedPdf(file(bytes))).toBe(expected);
  });
});
