import { describe, expect, it } from 'vitest';
import { downloadName, MAX_NAME_LENGTH, normalizeOriginalName } from './original-name.ts';

describe('normalizeOriginalName', () => {
  it.each([
    ['Œuvre d’été.pdf', 'Œuvre d’été.pdf'],
    ['Oe\u0301uvre.pdf', 'Oéuvre.pdf'], // NFC
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\léa\\photo.jpg', 'photo.jpg'],
    ['a\u0000b\u0007c.png', 'abc.png'],
    ['facture\u202egpj.exe', 'facturegpj.exe'], // right-to-left override
    ['zero\u200bwidth.pdf', 'zerowidth.pdf'],
    ['\ud800lone.pdf', 'lone.pdf'],
    ['\ufffd\ufffd\ufffdzz.jpg', 'zz.jpg'],
    ['  many   spaces \t here .pdf ', 'many spaces here .pdf'],
    ['.htaccess', 'htaccess'],
    ['..', ''],
    ['name...', 'name'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeOriginalName(raw)).toBe(expected);
  });

  it('keeps the extension when cutting a long name, without splitting a surrogate pair', () => {
    const long = `${'😀'.repeat(250)}.pdf`;
    const out = normalizeOriginalName(long);
    expect(out.endsWith('.pdf')).toBe(true);
    expect(Array.from(out)).toHaveLength(MAX_NAME_LENGTH);
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('downloadName', () => {
  it.each([
    ['Œuvre d’été.pdf', 'pdf', 'Œuvre d’été.pdf'],
    ['facture.exe', 'pdf', 'facture.pdf'],
    ['IMG_0001.JPG', 'webp', 'IMG_0001.webp'],
    ['', 'zip', 'document.zip'],
  ])('%j as %s → %j', (name, extension, expected) => {
    expect(downloadName(name, extension, 'document')).toBe(expected);
  });
});
