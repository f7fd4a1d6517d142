import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createHash } from 'node:crypto';
import { contentDisposition, createPdf, embedFile, FONTS, pdfToBuffer } from './pdf-document.ts';

describe('createPdf', () => {
  it('makes a PDF/A-3 whose XMP stays well-formed whatever the seller is called', async () => {
    const doc = createPdf({ title: 'Facture <1>', lang: 'fr', author: 'Dupont & Fils', subject: 'Acompte & solde', pdfA3: true });
    doc.text('x');
    const bytes = (await pdfToBuffer(doc)).toString('latin1');
    expect(bytes.slice(0, 8)).toBe('%PDF-1.7');
    const xmp = bytes.slice(bytes.indexOf('<x:xmpmeta'), bytes.indexOf('</x:xmpmeta>'));
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('Dupont &amp; Fils');
    expect(xmp).toContain('Facture &lt;1&gt;');
    expect(xmp).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#)/);
    // the Info dictionary keeps the plain values
    expect(bytes).toContain('/OutputIntents');
    // the XMP stream's dictionary: its /Length, no stray /length beside it (decision 047)
    const dictionary = /<<([^<>]*\/Type \/Metadata[^<>]*)>>/.exec(bytes)?.[1] ?? '';
    expect(dictionary).toMatch(/\/Length \d+/);
    expect(dictionary).not.toContain('/length');
  });

  it('embeds a file with its /CheckSum as the 16 bytes of its MD5, its /Size and its relationship', async () => {
    const doc = createPdf({ title: 'Essai', lang: 'fr', pdfA3: true });
    const xml = Buffer.from('<?xml version="1.0"?><invoice>Œuvre</invoice>', 'utf8');
    const when = new Date('2027-01-04T09:00:00Z');
    embedFile(doc, xml, { name: 'factur-x.xml', type: 'text/xml', description: 'Essai', relationship: 'Alternative', creationDate: when, modifiedDate: when });
    doc.text('x');
    const bytes = (await pdfToBuffer(doc)).toString('latin1');
    const md5 = createHash('md5').update(xml).digest('hex');
    // `<…>` is a PDF string of 16 bytes; pdfkit alone wrote `(…)`, the 32 characters of the hex text
    expect(bytes).toContain(`/CheckSum <${md5}>`);
    expect(bytes).not.toContain(`(${md5})`);
    expect(bytes).toContain(`/Size ${xml.byteLength}`);
    expect(bytes).toContain('/AFRelationship /Alternative');
  });


  it('uses a font with every character French amounts need', () => {
    const doc = createPdf({ title: 'Essai', lang: 'fr' });
    const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })._font.font;
    for (const c of [0x202f, 0xa0, 0x2019, 0xab, 0xbb, 0x152, 0x153, 0x20ac]) expect(font.hasGlyphForCodePoint(c), c.toString(16)).toBe(true);
  });

  it('embeds a font that prints French text and amounts exactly', async () => {
    const doc = createPdf({ title: 'Essai', lang: 'fr' });
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1490);
    doc.font(FONTS.bold).text('Œuvre d’été');
    doc.font(FONTS.body).text(`« Bilan » : ${amount}`);
    const bytes = await pdfToBuffer(doc);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Œuvre d’été');
    expect(text).toContain('« Bilan »');
    // pdf.js turns every space into U+0020 when extracting; a glyph the font lacks comes out as
    // U+0000 (what Source Sans 3's web subset did with U+202F).
    expect(text).not.toContain('\u0000');
    expect(text).toContain(amount.replace(/\s/gu, ' '));
  });
});

describe('contentDisposition', () => {
  it.each([
    ['Œuvre d’été.pdf', 'attachment', `attachment; filename="OEuvre d'ete.pdf"; filename*=UTF-8''%C5%92uvre%20d%E2%80%99%C3%A9t%C3%A9.pdf`],
    ['a"b\\c.pdf', 'inline', `inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`],
  ] as const)('%s', (name, disposition, expected) => {
    expect(contentDisposition(name, disposition)).toBe(expected);
  });
});
