import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEncryptedPdf } from './inspect-pdf.ts';
import { pdf } from '../../../tests/support/file-fixtures.ts';

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
  ])('%s → %s', async (_name, bytes, expected) => {
    expect(await isEncryptedPdf(file(bytes))).toBe(expected);
  });
});
