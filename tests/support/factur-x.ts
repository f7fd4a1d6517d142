/**
 * Reading a Factur-X back (decision 036): its embedded files (poppler's pdfdetach), its
 * factur-x.xml, the totals that XML states, the page's text (pdftotext), and the official
 * checks a French Factur-X must pass: the EN 16931 rules and the French rules BR-FR, both vendored in
 * tools/validators/ and run in-process with the project's saxon-js (decision 047).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { validateCii, type Verdict } from '#tools/validators/validate-cii.mjs';

/** The vendored rule sets (tools/validators/README.md). */
export const VALIDATOR_DIR = resolve(import.meta.dirname, '../../tools/validators');

function withFile<T>(bytes: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'factur-x-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `pdfdetach -list` output. */
export const embeddedFiles = (pdf: Buffer) => withFile(pdf, (file) => execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' }));

/** The embedded factur-x.xml. */
export function facturXml(pdf: Buffer): string {
  return withFile(pdf, (file, dir) => {
    const out = join(dir, 'factur-x.xml');
    execFileSync('pdfdetach', ['-savefile', 'factur-x.xml', '-o', out, file]);
    return readFileSync(out, 'utf8');
  });
}

/** The page text, spaces collapsed (U+202F and U+00A0 as spaces). */
export const pdfText = (pdf: Buffer) => withFile(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).replace(/[\s\u00a0\u202f]+/g, ' ');

const money = (xml: string, element: string) => {
  const match = new RegExp(`<ram:${element}(?: [^>]*)?>(-?\\d+\\.\\d{2})</ram:${element}>`).exec(xml);
  if (!match) throw new Error(`no ${element} in the XML`);
  return Math.round(Number(match[1]) * 100);
};

/** The header totals of a CII invoice, in cents. */
export function ciiTotals(xml: string) {
  return {
    lines: money(xml, 'LineTotalAmount'),
    exclTax: money(xml, 'TaxBasisTotalAmount'),
    vat: money(xml, 'TaxTotalAmount'),
    inclTax: money(xml, 'GrandTotalAmount'),
    due: money(xml, 'DuePayableAmount'),
  };
}

/** "1 341,00 €" as the invoice prints it (with ordinary spaces, like pdfText). */
export const frenchEuros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');

/**
 * The elements of an XML text that hold nothing (`<a/>`, `<a></a>`, `<a> </a>`): what
 * PEPPOL-EN16931-R008 refuses in an e-invoice, which neither vendored rule set checks.
 */
export const emptyElements = (xml: string) => [...xml.matchAll(/<([\w:]+)(?:\s[^>]*)?(?:\/>|>\s*<\/\1>)/g)].map((m) => m[1]);

/** Both rule sets on a CII XML text: the fatal count of each, their sum, and their reports. */
export function validateCiiXml(xml: string): { fatal: number; en16931: Verdict; brFr: Verdict; output: string } {
  const en16931 = validateCii(xml, 'en16931');
  const brFr = validateCii(xml, 'br-fr');
  return { fatal: en16931.fatal + brFr.fatal, en16931, brFr, output: `${en16931.report}\n${brFr.report}` };
}

/**
 * Both rule sets on the factur-x.xml of a PDF: EN 16931 and BR-FR. `fatal` is their sum, `output`
 * every failed rule (warnings too), so `expect(verdict.fatal, verdict.output).toBe(0)` says why.
 */
export function validateFacturX(pdf: Buffer) {
  return validateCiiXml(facturXml(pdf));
}
