/**
 * The certificate that signs sealed contract PDFs (docs/decisions/015-sealed-contracts.md).
 *
 * - Production: `CONTRACT_SIGNING_P12` (a PKCS#12 file) + `CONTRACT_SIGNING_PASSPHRASE`, required
 *   at start (src/env.ts) — a certificate from a trusted authority makes readers show the
 *   signer as trusted, not only "not modified".
 * - Elsewhere: a self-signed certificate is generated once and kept in DATA_DIR
 *   (`contract-signing.p12` + `contract-signing.pass`), like the JWT secret, so every process on
 *   the machine signs with the same one.
 *
 * The fingerprint (SHA-256 of the certificate's DER) is printed on the certificate page and
 * stored with each sealed contract.
 */
import forge from 'node-forge';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '#src/env.ts';
import { readP12 } from '#server/platform/pdf/sign-pdf.ts';

export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  /** SHA-256 of the signing certificate (DER), lower-case hex. */
  fingerprint: string;
  /** The certificate's subject common name (shown in readers as the signer). */
  subject: string;
  notAfter: Date;
}

/** An RSA 2048 key pair as forge objects: Node generates it (forge's pure-JS generation takes seconds). */
export function newRsaKeyPair(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

/** A self-signed PKCS#12 (RSA 2048, SHA-256, 10 years): local use and tests. */
export function createSelfSignedP12(commonName: string, passphrase: string): Buffer {
  const { privateKey: key, publicKey } = newRsaKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Atelier' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', emailProtection: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: 'aes256', friendlyName: commonName });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** Reads a PKCS#12 and describes the certificate that matches its private key. */
export function describeP12(p12: Buffer, passphrase: string): Omit<SigningCertificate, 'p12' | 'passphrase'> {
  const { cert } = readP12(p12, passphrase);
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    fingerprint: createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex'),
    subject: String(cert.subject.getField('CN')?.value ?? ''),
    notAfter: cert.validity.notAfter,
  };
}

/** Creates the local certificate once; a process that loses the race reads the winner's. */
function localCertificate(dataDir: string): { p12: Buffer; passphrase: string } {
  const p12File = join(dataDir, 'contract-signing.p12');
  const passFile = join(dataDir, 'contract-signing.pass');
  if (!existsSync(p12File)) {
    mkdirSync(dataDir, { recursive: true });
    const passphrase = randomBytes(24).toString('base64url');
    try {
      // The passphrase goes first: whoever finds the .p12 can also find what opens it.
      writeFileSync(passFile, passphrase, { mode: 0o600, flag: 'wx' });
      writeFileSync(p12File, createSelfSignedP12('Atelier (local, self-signed)', passphrase), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  // The winner may still be writing the .p12: wait for it briefly rather than fail.
  for (let attempt = 0; attempt < 50 && !existsSync(p12File); attempt++) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  return { p12: readFileSync(p12File), passphrase: readFileSync(passFile, 'utf8').trim() };
}

/** Where the certificate comes from: the settings' PKCS#12, or the local one in DATA_DIR. */
export interface CertificateSource {
  file: string | null;
  passphrase: string;
  dataDir: string;
}

export function certificateSource(): CertificateSource {
  const settings = env();
  return { file: settings.CONTRACT_SIGNING_P12 ?? null, passphrase: settings.CONTRACT_SIGNING_PASSPHRASE ?? '', dataDir: settings.DATA_DIR };
}

/**
 * Reads the certificate (creating the local one the first time): RSA key generation and PKCS#12
 * decryption are 100–300 ms of CPU, so a render thread does it (decision 053; seal-contract.ts
 * keeps the result). Bytes out, as every render: the certificate as JSON.
 */
export async function loadSigningCertificateJob(source: CertificateSource): Promise<Buffer> {
  const { p12, passphrase } = source.file ? { p12: readFileSync(source.file), passphrase: source.passphrase } : localCertificate(source.dataDir);
  const described = describeP12(p12, passphrase);
  return Buffer.from(JSON.stringify({ p12: p12.toString('base64'), passphrase, fingerprint: described.fingerprint, subject: described.subject, notAfter: described.notAfter.toISOString() }));
}

/** The certificate out of loadSigningCertificateJob's bytes. */
export function parseSigningCertificate(bytes: Buffer): SigningCertificate {
  const parsed = JSON.parse(bytes.toString('utf8')) as { p12: string; passphrase: string; fingerprint: string; subject: string; notAfter: string };
  return { ...parsed, p12: Buffer.from(parsed.p12, 'base64'), notAfter: new Date(parsed.notAfter) };
}
