import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sniffBytes, sniffFile } from './sniff-type.ts';
import { HTML, heic, pdf, photo, pngHtmlPolyglot, SVG, zip, zips } from '#tests/support/file-fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'atelier-sniff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sniffing: the type comes from the bytes, never the name', () => {
  it.each([
    ['JPEG', () => photo('jpeg'), 'image', 'image/jpeg'],
    ['PNG', () => photo('png'), 'image', 'image/png'],
    ['WebP', () => photo('webp'), 'image', 'image/webp'],
    ['GIF', () => photo('gif'), 'image', 'image/gif'],
    ['AVIF', () => photo('avif'), 'image', 'image/avif'],
    ['TIFF', () => photo('tiff'), 'image', 'image/tiff'],
    ['HEIC', async () => heic(), 'heic', 'image/heic'],
    ['PDF', async () => pdf(), 'pdf', 'application/pdf'],
    ['ZIP', () => zips.plain(), 'zip', 'application/zip'],
    ['a PNG with HTML after it', () => pngHtmlPolyglot(), 'image', 'image/png'],
    ['SVG', async () => SVG, 'other', 'application/xml'],
    ['HTML', async () => HTML, 'other', null],
    ['text', async () => Buffer.from('bonjour'), 'other', null],
  ])('%s', async (_name, make, kind, mime) => {
    const bytes = await make();
    const path = join(dir, Math.random().toString(16).slice(2));
    writeFileSync(path, bytes);
    expect(await sniffFile(path)).toMatchObject({ kind, mime });
  });

  it.each([
    ['JPEG', () => photo('jpeg'), 'image/jpeg'],
    ['PNG', () => photo('png'), 'image/png'],
    ['HEIC', async () => heic(), 'image/heic'],
    ['PDF', async () => pdf(), 'application/pdf'],
    ['ZIP', () => zips.plain(), 'application/zip'],
    // TIFF keeps its directory at the end: the head alone cannot tell, so nothing is refused early.
    ['TIFF', () => photo('tiff'), null],
  ])('the first 4100 bytes of a %s say %s', async (_name, make, mime) => {
    expect((await sniffBytes((await make()).subarray(0, 4100))).mime).toBe(mime);
  });

  it('tells a Word file (a ZIP inside) from a plain ZIP once the whole file is there', async () => {
    const types = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
    const docx = await zip([{ name: '[Content_Types].xml', data: Buffer.from(types) }, { name: 'word/document.xml', data: Buffer.from('<w/>') }]);
    const path = join(dir, 'report.zip');
    writeFileSync(path, docx);
    expect(await sniffFile(path)).toMatchObject({ kind: 'other', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('says nothing is nothing', async () => {
    expect(await sniffBytes(Buffer.alloc(0))).toEqual({ kind: 'other', mime: null, extension: null });
  });
});
