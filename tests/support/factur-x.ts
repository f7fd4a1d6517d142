/**
 * Reading a Factur-X back (decision 036): its embedded files (poppler's pdfdetach), its
 * factur-x.xml, the totals that XML states, the page's text (pdftotext), and the official
 * EN 16931 check (the shared validator: `../shared/validators/en16931-cii` beside the clone, or
 * EN16931_VALIDATOR_DIR).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const VALIDATOR_DIR = process.env.EN16931_VALIDATOR_DIR ?? resolve('../shared/validators/en16931-cii');

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

/** Runs the official validator on a PDF (`validate.mjs --pdf`): its fatal count and output. */
export function validateFacturX(pdf: Buffer): { fatal: number; output: string } {
  const script = join(VALIDATOR_DIR, 'validate.mjs');
  if (!existsSync(script)) throw new Error(`EN 16931 validator not found at ${script} (set EN16931_VALIDATOR_DIR)`);
  return withFile(pdf, (file) => {
    const run = spawnSync(process.execPath, [script, '--pdf', file], { encoding: 'utf8', cwd: process.cwd() });
    const output = `${run.stdout}${run.stderr}`;
    const summary = /EN 16931 \(CII\): (\d+) fatal/.exec(output);
    if (!summary) throw new Error(`validator said nothing usable:\n${output}`);
    return { fatal: Number(summary[1]), output };
  });
}
