/** The signing certificate as a render thread reads it (decision 053): bytes out, parsed back. */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSelfSignedP12, describeP12, loadSigningCertificateJob, parseSigningCertificate } from './signing-certificate.ts';

describe('loadSigningCertificateJob', () => {
  it('reads the settings’ PKCS#12 and describes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-cert-'));
    const p12 = createSelfSignedP12('Atelier test signer', 'phrase');
    writeFileSync(join(dir, 'signer.p12'), p12);
    const certificate = parseSigningCertificate(await loadSigningCertificateJob({ file: join(dir, 'signer.p12'), passphrase: 'phrase', dataDir: dir }));
    expect(certificate.p12.equals(p12)).toBe(true);
    expect(certificate).toMatchObject({ passphrase: 'phrase', subject: 'Atelier test signer', fingerprint: describeP12(p12, 'phrase').fingerprint });
    expect(certificate.notAfter.getTime()).toBeGreaterThan(Date.now());
  });

  it('creates the local certificate once in DATA_DIR, then reads the same one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-cert-'));
    const first = parseSigningCertificate(await loadSigningCertificateJob({ file: null, passphrase: '', dataDir: dir }));
    expect(existsSync(join(dir, 'contract-signing.p12'))).toBe(true);
    const again = parseSigningCertificate(await loadSigningCertificateJob({ file: null, passphrase: '', dataDir: dir }));
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(first.subject).toBe('Atelier (local, self-signed)');
  });
});
