/**
 * PAdES signatures for the PDFs the app makes (sealed contracts; docs/decisions/015-sealed-contracts.md).
 *
 * 1. `addSignaturePlaceholder(doc, …)` adds, before the document ends, a signature field whose
 *    /Contents is a run of zeros and whose /ByteRange is a placeholder (after @signpdf's
 *    placeholder-pdfkit, whose peer dependency is pdfkit 0.11; ours is 0.20 with the same API).
 * 2. `signPdf(bytes, certificate)` lets @signpdf/signpdf fill the byte range and write a CMS
 *    signature over every byte but the /Contents hole.
 *
 * The CMS is a CAdES baseline-B signature (SubFilter ETSI.CAdES.detached): signed attributes are
 * content-type, message-digest and ESS signing-certificate-v2 (which binds the certificate to the
 * signature); the signing time is the /M entry of the signature dictionary, as PAdES asks.
 * @signpdf's P12Signer writes a plain PKCS#7 with a signing-time attribute and no
 * signing-certificate-v2, so this file builds the SignedData itself with node-forge's ASN.1.
 */
import forge from 'node-forge';
import { createHash, createPrivateKey, sign as rsaSign } from 'node:crypto';
import { SignPdf } from '@signpdf/signpdf';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS, SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
import type { PdfDocument } from './pdf-document.ts';
import { readP12 } from '#shared/read-p12.ts';

/** Room for the CMS (hex doubles it): a 2048/4096-bit RSA signature and its chain fit easily. */
const SIGNATURE_LENGTH = 16_384;

export interface SignatureDetails {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

type PdfInternals = {
  ref(data: Record<string, unknown>): { end(): void };
  initForm(): void;
  _acroform?: unknown;
  _root: { data: { AcroForm: { data: { Fields: unknown[]; DR?: unknown } } } };
  page: { dictionary: unknown; annotations: unknown[] };
};

/** Adds an invisible signature field on the current page (call it before `doc.end()`). */
export function addSignaturePlaceholder(doc: PdfDocument, details: SignatureDetails): void {
  const pdf = doc as unknown as PdfInternals;
  const signature = pdf.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: [0, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER],
    Contents: Buffer.from('\0'.repeat(SIGNATURE_LENGTH)),
    Reason: new String(details.reason),
    M: details.signingTime,
    ContactInfo: new String(details.contactInfo),
    Name: new String(details.name),
    Location: new String(details.location),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: 'Atelier' } },
  });
  if (!pdf._acroform) pdf.initForm();
  const form = pdf._root.data.AcroForm;
  // APPEND_ONLY tells readers that any later change must be an incremental update they can flag.
  form.data = { Type: 'AcroForm', SigFlags: SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY, Fields: form.data.Fields, DR: form.data.DR } as typeof form.data;
  const widget = pdf.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    F: 132, // print + locked
    V: signature,
    T: new String(`Signature${form.data.Fields.length + 1}`),
    P: pdf.page.dictionary,
  });
  pdf.page.annotations.push(widget);
  form.data.Fields.push(widget);
  signature.end();
  widget.end();
}

const { asn1 } = forge;
const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const oid = (id: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const int = (n: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nullValue = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRSA: '1.2.840.113549.1.1.11',
};

export { readP12 } from '#shared/read-p12.ts';

/** A CAdES-B signer for a PKCS#12 (see the top of this file). */
export class CadesP12Signer extends Signer {
  private readonly keyPem: string;
  private readonly cert: forge.pki.Certificate;
  private readonly chain: forge.pki.Certificate[];

  constructor(p12: Buffer, passphrase: string) {
    super();
    const { key, cert, chain } = readP12(p12, passphrase);
    this.cert = cert;
    this.chain = chain;
    this.keyPem = forge.pki.privateKeyToPem(key);
  }

  async sign(content: Buffer): Promise<Buffer> {
    const certDer = der(forge.pki.certificateToAsn1(this.cert));
    const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);
    // ESSCertIDv2 with the default hash algorithm (SHA-256) omitted, as DER requires.
    const signingCertificateV2 = seq([seq([seq([octets(createHash('sha256').update(certDer).digest())])])]);
    const signedAttributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
      attribute(OID.signingCertificateV2, signingCertificateV2),
    ];
    // DER orders a SET OF by its members' encodings; the signature covers that exact SET.
    signedAttributes.sort((a, b) => Buffer.compare(der(a), der(b)));
    const signature = rsaSign('sha256', der(set(signedAttributes)), createPrivateKey(this.keyPem));

    const issuerAndSerial = seq([
      forge.pki.distinguishedNameToAsn1(this.cert.issuer),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, forge.util.hexToBytes(this.cert.serialNumber)),
    ]);
    const signerInfo = seq([
      int(1),
      issuerAndSerial,
      seq([oid(OID.sha256)]),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttributes),
      seq([oid(OID.sha256WithRSA), nullValue()]),
      octets(signature),
    ]);
    const signedData = seq([
      int(1),
      set([seq([oid(OID.sha256)])]),
      seq([oid(OID.data)]),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, this.chain.map((c) => forge.pki.certificateToAsn1(c))),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}

/** Fills the placeholder of a finished PDF with a signature by the given PKCS#12. */
export async function signPdf(pdf: Buffer, p12: Buffer, passphrase: string): Promise<Buffer> {
  return new SignPdf().sign(pdf, new CadesP12Signer(p12, passphrase));
}
