/**
 * The vendored validators (tools/validators/, decision 047) judge for real: the standard's own
 * valid example passes EN 16931, a broken copy of it fails with the rule it breaks, and the French
 * rules refuse a document without its billing framework (BT-23) or its payment-terms notes. The
 * command line (`validate.mjs --pdf`) says the same as the in-process check.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCii } from '#tools/validators/validate-cii.mjs';
import { renderInvoicePdf } from '#server/money/invoices/invoice-pdf.ts';
import { VALIDATOR_DIR, facturXml } from '../support/factur-x.ts';
import { depositInvoice } from '../support/factur-x-fixtures.ts';

const example = readFileSync(join(VALIDATOR_DIR, 'en16931-cii', 'example-valid.xml'), 'utf8');
const ids = (xml: string, ruleSet: 'en16931' | 'br-fr') => validateCii(xml, ruleSet).failed.filter((f) => f.flag === 'fatal').map((f) => f.id);

describe('the vendored validators', { timeout: 120_000 }, () => {
  it('EN 16931: the standard’s valid example passes; with a wrong total it fails BR-CO-15', () => {
    expect(validateCii(example, 'en16931').fatal).toBe(0);
    const total = /<ram:GrandTotalAmount>([\d.]+)<\/ram:GrandTotalAmount>/.exec(example)!;
    const broken = example.replace(total[0], `<ram:GrandTotalAmount>${(Number(total[1]) + 1).toFixed(2)}</ram:GrandTotalAmount>`);
    expect(ids(broken, 'en16931')).toContain('BR-CO-15');
  });

  it('BR-FR: our XML passes; without BT-23 it fails BR-FR-08, without the PMT note BR-FR-05', async () => {
    const xml = facturXml(await renderInvoicePdf(depositInvoice('fr')));
    expect(ids(xml, 'br-fr')).toEqual([]);
    const noFramework = xml.replace(/<ram:BusinessProcessSpecifiedDocumentContextParameter>.*?<\/ram:BusinessProcessSpecifiedDocumentContextParameter>/, '');
    expect(ids(noFramework, 'br-fr')).toContain('BR-FR-08_BT-23');
    const noRecoveryFee = xml.replace(/<ram:IncludedNote><ram:Content>[^<]*<\/ram:Content><ram:SubjectCode>PMT<\/ram:SubjectCode><\/ram:IncludedNote>/, '');
    expect(ids(noRecoveryFee, 'br-fr')).toContain('BR-FR-05_BT-22_PMT');
    // already paid (S2) without a due date: BR-FR-CO-09
    const noDueDate = xml.replace(/<ram:SpecifiedTradePaymentTerms>.*?<\/ram:SpecifiedTradePaymentTerms>/, '');
    expect(ids(noDueDate, 'br-fr')).toContain('BR-FR-CO-09_BT-23-3');
  });

  it('the command line checks the PDF’s factur-x.xml under both rule sets and exits 0, or 1 on a fatal rule', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'validators-'));
    try {
      const pdf = join(dir, 'invoice.pdf');
      writeFileSync(pdf, await renderInvoicePdf(depositInvoice('fr')));
      const good = spawnSync(process.execPath, [join(VALIDATOR_DIR, 'validate.mjs'), '--pdf', pdf], { encoding: 'utf8' });
      expect(good.stdout).toContain('EN 16931 (CII): 0 fatal, 0 warning');
      expect(good.stdout).toContain('French CTC rules BR-FR (CII): 0 fatal, 0 warning');
      expect(good.status).toBe(0);
      const bad = join(dir, 'broken.xml');
      writeFileSync(bad, example.replace(/<ram:GrandTotalAmount>[\d.]+</, '<ram:GrandTotalAmount>1.00<'));
      const refused = spawnSync(process.execPath, [join(VALIDATOR_DIR, 'en16931-cii', 'validate.mjs'), bad], { encoding: 'utf8' });
      expect(refused.stdout).toMatch(/^fatal BR-CO-15: /m);
      expect(refused.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
