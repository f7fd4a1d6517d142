/**
 * Turns a PDF/A-3 document being written (createPdf({ pdfA3: true })) into a Factur-X
 * (decision 036): the CII XML embedded as `factur-x.xml` (associated file, relationship
 * Alternative: the XML is the same invoice as the page), and the XMP `fx:` properties with the
 * PDF/A extension schema that declares them, as the Factur-X 1.07 specification asks.
 */
import { embedFile, type PdfDocument } from '#server/platform/pdf/pdf-document.ts';
import { FACTUR_X_FILE_NAME } from './cii-xml.ts';

const FX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const property = (name: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;

const XMP = `
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property('ConformanceLevel', 'The conformance level of the embedded XML document')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:fx="${FX_NS}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>`;

/** Embeds the XML; call before the document ends. `issuedAt` dates the attachment like the document. */
export function attachFacturX(doc: PdfDocument, xml: string, issuedAt: Date): void {
  const options = { name: FACTUR_X_FILE_NAME, type: 'text/xml', description: 'Factur-X (EN 16931)', relationship: 'Alternative', creationDate: issuedAt, modifiedDate: issuedAt };
  embedFile(doc, Buffer.from(xml, 'utf8'), options);
  (doc as unknown as { appendXML(xml: string): void }).appendXML(XMP);
}
