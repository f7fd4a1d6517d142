/**
 * Reading a PKCS#12 (the contract-signing certificate): its private key, the certificate that
 * matches it and the chain. On the shared floor because the settings check the file at start
 * (src/env-requirements.ts) and the signer uses it (src/server/platform/pdf/sign-pdf.ts).
 */
import forge from 'node-forge';

const { asn1 } = forge;
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';

/** The private key of a PKCS#12, the certificate that matches it, and every certificate in it. */
export function readP12(p12: Buffer, passphrase: string): { key: forge.pki.rsa.PrivateKey; cert: forge.pki.Certificate; chain: forge.pki.Certificate[] } {
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  const key = parsed.getBags({ bagType: SHROUDED_KEY_BAG })[SHROUDED_KEY_BAG]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('signing certificate: no private key in the PKCS#12');
  const chain = (parsed.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const cert = chain.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
  });
  if (!cert) throw new Error('signing certificate: no certificate matches the private key');
  return { key, cert, chain };
}
