/**
 * Clean documents out (decision 050): an invoice whose stored row holds control characters and
 * line breaks (rows stored before the input checks) still gives a well-formed Factur-X XML, by
 * xmllint, and prints each name on one line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '#server/money/invoices/invoice-pdf.ts';
import { facturXml } from '../support/factur-x.ts';
import { depositInvoice } from '../support/factur-x-fixtures.ts';

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).join('');

/** xmllint's verdict on a text: null when well-formed, else its message. */
function xmllint(xml: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'xmllint-'));
  try {
    const file = join(dir, 'factur-x.xml');
    writeFileSync(file, xml);
    execFileSync('xmllint', ['--noout', file], { encoding: 'utf8', stdio: 'pipe' });
    return null;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pdfLines = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'pdftext-'));
  try {
    const file = join(dir, 'd.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('an invoice of a row with control characters', { timeout: 60_000 }, () => {
  it('its XML is well-formed for xmllint and its page prints each name on one line', async () => {
    const row = {
      ...depositInvoice('fr'),
      buyer: {
        name: `Inès${C0}\ud800Moreau`,
        brand: 'Fil\n& Laine',
        email: 'ines@example.com',
        address: { street: `3 rue${'\u0001'}Neuve\r\nBâtiment B`, postal_code: '69001', city: 'Lyon\u2028Presqu’île', country: 'FR' },
        business: { name: `Fil & Laine${C0}SARL`, siren: '552100554' },
      },
    };
    const pdf = await renderInvoicePdf(row);
    const xml = facturXml(pdf);
    expect(xmllint(xml)).toBeNull();
    expect(xml).toContain('<ram:Name>Fil &amp; Laine SARL</ram:Name>');
    // The clean control: the writer's output is what xmllint judged, not a text it never saw.
    expect(xmllint(xml.replace('Fil &amp; Laine SARL', 'Fil \u0001 Laine'))).toMatch(/not allowed|PCDATA invalid|invalid/i);
    const lines = pdfLines(pdf);
    expect(lines.some((l) => /Fil & Laine SARL/.test(l))).toBe(true);
    expect(lines.some((l) => /À l’attention d’Inès Moreau/.test(l))).toBe(true);
    expect(lines.some((l) => /3 rue Neuve Bâtiment B/.test(l))).toBe(true);
    expect(lines.some((l) => /Lyon Presqu’île/.test(l))).toBe(true);
  });
});
