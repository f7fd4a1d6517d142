/**
 * The Factur-X XML (UN/CEFACT Cross Industry Invoice D16B, profile EN 16931) of an EDocument
 * (decision 036). Written by hand rather than through a library: the documents are one shape,
 * and this file is checked in CI against the EN 16931 and French BR-FR rules, vendored in
 * tools/validators/ (tests/integration/factur-x-documents.test.ts, decision 047).
 * Element order follows the CII schema.
 */
import { sellerLegalInformation, type SellerIdentity } from '../invoices/seller.ts';
import type { BuyerSnapshot, EDocument, VatBreakdown, VatTax } from './en16931-document.ts';
import { VAT_CATEGORIES, VAT_MENTIONS, type VatRegime } from './vat-regime.ts';

export const FACTUR_X_FILE_NAME = 'factur-x.xml';
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/**
 * Runs of what XML 1.0 forbids (`Char`: every C0 control but tab, LF and CR; U+FFFE, U+FFFF; a
 * lone surrogate) and of line breaks: no field here spans lines. Rows stored before the input
 * checks may hold them, and one such character made the whole document ill-formed (decision 050).
 */
const NOT_ONE_LINE_OF_XML = /[\u0000-\u001f\ufffe\uffff\ud800-\udfff\u2028\u2029]+/gu;

/** Text content or attribute value: never a character XML forbids, never a line break, escaped. */
export function xmlText(value: string): string {
  return value.replace(NOT_ONE_LINE_OF_XML, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
const escape = xmlText;

/** Integer cents → "1341.00", "-124.17". */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 2000 → "20", 550 → "5.5". */
function percent(rateBp: number): string {
  return String(rateBp / 100);
}

const date102 = (ymd: string) => `<udt:DateTimeString format="102">${ymd.replace(/-/g, '')}</udt:DateTimeString>`;

/** "12 rue des Artisans, 75011 Paris" → street, postcode, city (else the whole text as the street). */
export function splitFrenchAddress(address: string): { street: string; postcode: string | null; city: string | null } {
  const flat = address.replace(/\s*\n\s*/g, ', ').trim();
  const match = /^(.*?)[,\s]+(\d{5})\s+(.+)$/.exec(flat);
  return match ? { street: match[1]!.trim(), postcode: match[2]!, city: match[3]!.trim() } : { street: flat, postcode: null, city: null };
}

function postalAddress(a: { postcode: string | null; street: string | null; city: string | null; country: string }): string {
  return [
    '<ram:PostalTradeAddress>',
    a.postcode ? `<ram:PostcodeCode>${escape(a.postcode)}</ram:PostcodeCode>` : '',
    a.street ? `<ram:LineOne>${escape(a.street)}</ram:LineOne>` : '',
    a.city ? `<ram:CityName>${escape(a.city)}</ram:CityName>` : '',
    `<ram:CountryID>${escape(a.country)}</ram:CountryID>`,
    '</ram:PostalTradeAddress>',
  ].join('');
}

const taxRegistration = (scheme: 'VA' | 'FC', id: string) => `<ram:SpecifiedTaxRegistration><ram:ID schemeID="${scheme}">${escape(id)}</ram:ID></ram:SpecifiedTaxRegistration>`;
const legalOrganization = (siren: string) => `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${escape(siren)}</ram:ID></ram:SpecifiedLegalOrganization>`;
const email = (value: string | null | undefined) => (value ? `<ram:URIUniversalCommunication><ram:URIID schemeID="EM">${escape(value)}</ram:URIID></ram:URIUniversalCommunication>` : '');

/** True when a line of the document is charged under `regime` (a final invoice may mix two, decision 048). */
const hasRegime = (doc: EDocument, regime: VatRegime) => doc.lines.some((l) => l.tax.regime === regime);

function sellerParty(seller: SellerIdentity, doc: EDocument): string {
  const address = splitFrenchAddress(seller.address);
  // Outside the scope of VAT (category O), EN 16931 forbids the seller's VAT number (BR-O-02).
  const vat = !hasRegime(doc, 'out_of_scope') && seller.vat_number ? taxRegistration('VA', seller.vat_number) : '';
  // A seller under the franchise may have no VAT number: its SIREN is its tax registration (BR-E-02).
  const fiscal = hasRegime(doc, 'franchise') && !seller.vat_number && seller.siren ? taxRegistration('FC', seller.siren) : '';
  // BT-33: legal form, capital and registry (art. R123-237 du Code de commerce, decision 050).
  const legal = sellerLegalInformation(seller);
  return [
    '<ram:SellerTradeParty>',
    `<ram:Name>${escape(seller.name)}</ram:Name>`,
    legal ? `<ram:Description>${escape(legal)}</ram:Description>` : '',
    seller.siren ? legalOrganization(seller.siren) : '',
    postalAddress({ ...address, country: 'FR' }),
    email(seller.email),
    vat,
    fiscal,
    '</ram:SellerTradeParty>',
  ].join('');
}

const buyerAddress = (buyer: BuyerSnapshot) =>
  buyer.address
    ? { postcode: buyer.address.postal_code, street: buyer.address.street, city: buyer.address.city, country: buyer.address.country }
    : // Invoices issued before the address was asked knew only a city, in France.
      { postcode: null, street: null, city: buyer.city ?? null, country: 'FR' };

const buyerPerson = (buyer: BuyerSnapshot) => buyer.name?.trim() || '—';
const buyerName = (buyer: BuyerSnapshot) => buyer.business?.name || buyerPerson(buyer);

function buyerParty(buyer: BuyerSnapshot, doc: EDocument): string {
  const business = buyer.business ?? null;
  const vat = !hasRegime(doc, 'out_of_scope') && business?.vat_number ? taxRegistration('VA', business.vat_number) : '';
  return [
    '<ram:BuyerTradeParty>',
    `<ram:Name>${escape(buyerName(buyer))}</ram:Name>`,
    business?.siren ? legalOrganization(business.siren) : '',
    business ? `<ram:DefinedTradeContact><ram:PersonName>${escape(buyerPerson(buyer))}</ram:PersonName></ram:DefinedTradeContact>` : '',
    postalAddress(buyerAddress(buyer)),
    email(buyer.email),
    vat,
    '</ram:BuyerTradeParty>',
  ].join('');
}

/**
 * BG-13, where the service is supplied: the buyer, whose place decides the VAT regime (art. 259
 * CGI). An empty delivery element is refused (PEPPOL-EN16931-R008); decision 047.
 */
function deliverTo(buyer: BuyerSnapshot): string {
  return `<ram:ShipToTradeParty><ram:Name>${escape(buyerName(buyer))}</ram:Name>${postalAddress(buyerAddress(buyer))}</ram:ShipToTradeParty>`;
}

/** The category and rate of a line (BG-30). */
function lineTax(tax: VatTax): string {
  const category = VAT_CATEGORIES[tax.regime];
  const rate = tax.regime === 'out_of_scope' ? '' : `<ram:RateApplicablePercent>${percent(tax.vatRateBp ?? 0)}</ram:RateApplicablePercent>`;
  return `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${category.code}</ram:CategoryCode>${rate}</ram:ApplicableTradeTax>`;
}

/** One VAT breakdown (BG-23): a document has one per category and rate of its lines. */
function breakdown(doc: EDocument, b: VatBreakdown): string {
  const category = VAT_CATEGORIES[b.regime];
  const rate = b.regime === 'out_of_scope' ? '' : `<ram:RateApplicablePercent>${percent(b.vatRateBp ?? 0)}</ram:RateApplicablePercent>`;
  const mention = VAT_MENTIONS[b.regime];
  // BT-8: VAT on services is due when paid (72), or when invoiced under the option for debits (5).
  const dueDate = b.regime === 'fr' ? `<ram:DueDateTypeCode>${doc.seller.vat_on_debits ? '5' : '72'}</ram:DueDateTypeCode>` : '';
  return [
    '<ram:ApplicableTradeTax>',
    `<ram:CalculatedAmount>${amount(b.vatCents)}</ram:CalculatedAmount>`,
    '<ram:TypeCode>VAT</ram:TypeCode>',
    mention ? `<ram:ExemptionReason>${escape(mention)}</ram:ExemptionReason>` : '',
    `<ram:BasisAmount>${amount(b.basisCents)}</ram:BasisAmount>`,
    `<ram:CategoryCode>${category.code}</ram:CategoryCode>`,
    category.exemptionCode ? `<ram:ExemptionReasonCode>${category.exemptionCode}</ram:ExemptionReasonCode>` : '',
    dueDate,
    rate,
    '</ram:ApplicableTradeTax>',
  ].join('');
}

function lineItem(doc: EDocument, index: number): string {
  const line = doc.lines[index]!;
  return [
    '<ram:IncludedSupplyChainTradeLineItem>',
    `<ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>`,
    `<ram:SpecifiedTradeProduct><ram:Name>${escape(line.name)}</ram:Name></ram:SpecifiedTradeProduct>`,
    `<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${amount(line.unitPriceCents)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>`,
    `<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${line.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>`,
    '<ram:SpecifiedLineTradeSettlement>',
    lineTax(line.tax),
    `<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(line.quantity * line.unitPriceCents)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>`,
    '</ram:SpecifiedLineTradeSettlement>',
    '</ram:IncludedSupplyChainTradeLineItem>',
  ].join('');
}

export function ciiXml(doc: EDocument): string {
  const lineTotal = doc.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  if (lineTotal !== doc.exclTaxCents || doc.exclTaxCents + doc.vatCents !== doc.inclTaxCents) {
    throw new Error(`${doc.number}: lines ${lineTotal}, HT ${doc.exclTaxCents} + TVA ${doc.vatCents} ≠ TTC ${doc.inclTaxCents}`);
  }
  const basis = doc.breakdowns.reduce((sum, b) => sum + b.basisCents, 0);
  const vat = doc.breakdowns.reduce((sum, b) => sum + b.vatCents, 0);
  if (basis !== doc.exclTaxCents || vat !== doc.vatCents) throw new Error(`${doc.number}: VAT breakdowns ${basis} + ${vat} ≠ HT ${doc.exclTaxCents} + TVA ${doc.vatCents}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
    ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
    ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
    ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    // BT-23 before BT-24, as the CII schema orders them (decision 047).
    '<rsm:ExchangedDocumentContext>',
    `<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>${doc.billingFramework}</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>`,
    `<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${EN16931_GUIDELINE}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>`,
    '</rsm:ExchangedDocumentContext>',
    '<rsm:ExchangedDocument>',
    `<ram:ID>${escape(doc.number)}</ram:ID>`,
    `<ram:TypeCode>${doc.typeCode}</ram:TypeCode>`,
    `<ram:IssueDateTime>${date102(doc.issuedOn)}</ram:IssueDateTime>`,
    ...doc.notes.map((n) => `<ram:IncludedNote><ram:Content>${escape(n.text)}</ram:Content><ram:SubjectCode>${n.subject}</ram:SubjectCode></ram:IncludedNote>`),
    '</rsm:ExchangedDocument>',
    '<rsm:SupplyChainTradeTransaction>',
    ...doc.lines.map((_, i) => lineItem(doc, i)),
    `<ram:ApplicableHeaderTradeAgreement>${sellerParty(doc.seller, doc)}${buyerParty(doc.buyer, doc)}</ram:ApplicableHeaderTradeAgreement>`,
    `<ram:ApplicableHeaderTradeDelivery>${deliverTo(doc.buyer)}</ram:ApplicableHeaderTradeDelivery>`,
    '<ram:ApplicableHeaderTradeSettlement>',
    '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>',
    `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>${doc.paymentMeans.code}</ram:TypeCode><ram:Information>${escape(doc.paymentMeans.text)}</ram:Information></ram:SpecifiedTradeSettlementPaymentMeans>`,
    ...doc.breakdowns.map((b) => breakdown(doc, b)),
    doc.period
      ? `<ram:BillingSpecifiedPeriod><ram:StartDateTime>${date102(doc.period.start)}</ram:StartDateTime><ram:EndDateTime>${date102(doc.period.end)}</ram:EndDateTime></ram:BillingSpecifiedPeriod>`
      : '',
    // BT-9: paid (or refunded) when issued, the due date is that day (BR-FR-CO-09, decision 047).
    `<ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime>${date102(doc.dueOn)}</ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>`,
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    `<ram:LineTotalAmount>${amount(lineTotal)}</ram:LineTotalAmount>`,
    `<ram:TaxBasisTotalAmount>${amount(doc.exclTaxCents)}</ram:TaxBasisTotalAmount>`,
    `<ram:TaxTotalAmount currencyID="EUR">${amount(doc.vatCents)}</ram:TaxTotalAmount>`,
    `<ram:GrandTotalAmount>${amount(doc.inclTaxCents)}</ram:GrandTotalAmount>`,
    `<ram:TotalPrepaidAmount>${amount(doc.paidCents)}</ram:TotalPrepaidAmount>`,
    `<ram:DuePayableAmount>${amount(doc.inclTaxCents - doc.paidCents)}</ram:DuePayableAmount>`,
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    doc.preceding
      ? `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escape(doc.preceding.number)}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${doc.preceding.issuedOn.replace(/-/g, '')}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`
      : '',
    '</ram:ApplicableHeaderTradeSettlement>',
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>\n',
  ].join('');
}
