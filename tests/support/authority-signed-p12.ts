/**
 * A contract-signing PKCS#12 whose certificate is issued by a (test) certification authority:
 * production refuses self-signed ones (decision 039), so production-mode tests need this shape.
 */
import forge from 'node-forge';
import { randomBytes } from 'node:crypto';
import { newRsaKeyPair as keyPair } from '#server/collaboration/contract/signing-certificate.ts';

function certificate(publicKey: forge.pki.PublicKey, subject: forge.pki.CertificateField[], issuer: forge.pki.CertificateField[], ca: boolean) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    ca
      ? [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true }]
      : [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true, nonRepudiation: true }],
  );
  return cert;
}

/** A PKCS#12 holding a key, its certificate signed by a fresh test CA, and that CA. */
export function createAuthoritySignedP12(commonName: string, passphrase: string): Buffer {
  const caKeys = keyPair();
  const caName = [{ name: 'commonName', value: 'Atelier test certification authority' }];
  const caCert = certificate(caKeys.publicKey, caName, caName, true);
  caCert.sign(caKeys.privateKey, forge.md.sha256.create());
  const keys = keyPair();
  const cert = certificate(keys.publicKey, [{ name: 'commonName', value: commonName }, { name: 'organizationName', value: 'Atelier' }], caName, false);
  cert.sign(caKeys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert, caCert], passphrase, { algorithm: 'aes256', friendlyName: commonName });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
