/**
 * The CII writer never emits a character XML 1.0 forbids, whatever a stored row holds (decision
 * 050): every C0 control and lone surrogate in every text of a document, checked against the
 * `Char` production of XML 1.0 (§2.2) — the rule a parser applies; tests/integration has xmllint.
 */
import { describe, expect, it } from 'vitest';
import { ciiXml, xmlText } from './cii-xml.ts';
import { invoiceDocument } from './en16931-document.ts';
import type { InvoiceRow } from '../invoices/serialize-invoice.ts';

/** XML 1.0 §2.2: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]. */
function forbiddenInXml(text: string): number[] {
  const bad: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      bad.push(unit);
    } else if (unit >= 0xdc00 && unit <= 0xdfff) bad.push(unit);
    else if (!(unit === 0x9 || unit === 0xa || unit === 0xd || (unit >= 0x20 && unit <= 0xd7ff) || (unit >= 0xe000 && unit <= 0xfffd))) bad.push(unit);
  }
  return bad;
}

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
const HOSTILE = [...C0, '\ud800', '\udbff', '\udc00', '\udfff', '\ufffe', '\uffff', '\u2028', '\u2029'];
const dirty = (text: string) => HOSTILE.map((c) => `${text}${c}`).join('');

function row(text: (base: string) => string): InvoiceRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'F-2027-000042',
    year: 2027,
    seq: 42,
    applicationId: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-000000000003',
    issuedOn: '2027-01-04',
    issuedAt: new Date('2027-01-04T09:00:00Z'),
    kind: 'acompte',
    deduction: null,
    serviceStart: null,
    serviceEnd: null,
    seller: {
      name: text('Atelier SAS'),
      legal_form: text('SAS'),
      address: text('12 rue des Artisans, 75011 Paris'),
      siren: '732829320',
      rcs: null,
      vat_number: 'FR44732829320',
      vat_exempt: false,
      vat_rate_bp: 2000,
      email: 'factures@atelier.example',
      configured: true,
    },
    buyer: {
      name: text('Inès Moreau'),
      brand: text('Fil & Laine'),
      email: 'ines@example.com',
      address: { street: text('3 rue Neuve'), postal_code: text('69001'), city: text('Lyon'), country: 'FR' },
      business: { name: text('Fil & Laine <SARL>'), siren: '552100554' },
    },
    formula: 'essentiel',
    formulaPriceCents: 149_000,
    description: text('Acompte de 10 % sur la formule Essentiel'),
    amountExclTaxCents: 12_417,
    vatRateBp: 2000,
    vatCents: 2_483,
    amountInclTaxCents: 14_900,
    vatRegime: 'fr',
    currency: 'EUR',
    paymentProvider: 'stripe',
    paymentReference: 'cs_live_abc',
    lang: 'fr',
    createdAt: new Date(),
  } as InvoiceRow;
}

describe('xmlText', () => {
  it.each(HOSTILE.map((c) => [c.charCodeAt(0).toString(16).padStart(4, '0'), c]))('U+%s never reaches the XML', (_hex, c) => {
    const written = xmlText(`Ca${c}mille & <Fils>`);
    expect(forbiddenInXml(written)).toEqual([]);
    expect(written).toBe('Ca mille &amp; &lt;Fils&gt;');
  });

  it('keeps what XML allows, surrogate pairs included', () => {
    expect(xmlText('Poterie 🏺 «\u202fbois\u202f» "ok"')).toBe('Poterie 🏺 «\u202fbois\u202f» &quot;ok&quot;');
  });
});

describe('ciiXml of a row stored before the input checks', () => {
  it('every text of the document holds every C0 control and lone surrogate: none reaches the XML', () => {
    const xml = ciiXml(invoiceDocument(row(dirty)));
    expect(forbiddenInXml(xml)).toEqual([]);
    expect(xml).toContain('<ram:Name>Fil &amp; Laine &lt;SARL&gt; ');
  });

  it('a clean row is written as it is', () => {
    const xml = ciiXml(invoiceDocument(row((t) => t)));
    expect(forbiddenInXml(xml)).toEqual([]);
    expect(xml).toContain('<ram:Name>Fil &amp; Laine &lt;SARL&gt;</ram:Name>');
    expect(xml).toContain('<ram:PersonName>Inès Moreau</ram:PersonName>');
  });

  it('states the seller’s legal form, capital and registry as BT-33, after its name (decision 050)', () => {
    const r = row((t) => t);
    const xml = ciiXml(invoiceDocument({ ...r, seller: { ...r.seller, legal_form: 'SAS', share_capital_cents: 1_000_000, rcs: 'RCS Paris' } }));
    expect(xml.replace(/[\u00a0\u202f]/g, ' ')).toContain('<ram:Name>Atelier SAS</ram:Name><ram:Description>SAS au capital de 10 000 € — RCS Paris 732 829 320</ram:Description><ram:SpecifiedLegalOrganization>');
  });
});
