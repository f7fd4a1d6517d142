import type { Lang } from '#i18n/lang.ts';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderSealedContract, type SealedContractInput } from './contract-pdf.ts';
import { signedByteRange } from '#server/platform/pdf/signed-byte-range.ts';
import { writeContract } from './contract-text.ts';
import { mergeTerms } from './merge-terms.ts';
import { sampleAnswers } from '../questionnaire/test-answers.ts';
import type { PartyInfo } from './contract-context.ts';
import { createSelfSignedP12, describeP12 } from './signing-certificate.ts';
import { appendIncrementalUpdate } from '#tests/support/pdf-forgery.ts';

const people: Record<'demandeur' | 'partenaire', PartyInfo> = {
  demandeur: { firstName: 'Camille', lastName: 'Rousseau', trade: 'Céramiste', brand: 'Terre de Camille', city: 'Lyon', email: 'camille@example.org' },
  partenaire: { firstName: 'Hugo', lastName: 'Perrin', trade: 'Ébéniste', brand: '', city: '', email: 'hugo@example.org' },
};
const submittedAt = { demandeur: new Date('2026-02-20T09:14:05Z'), partenaire: new Date('2026-02-21T17:02:44Z') };
const p12 = createSelfSignedP12('Atelier (test)', 'secret');
const certificate = describeP12(p12, 'secret');
const dir = mkdtempSync(join(tmpdir(), 'contract-pdf-'));

function input(lang: Lang, objet = sampleAnswers().objet): SealedContractInput {
  const matchId = '7d1f0000-0000-4000-8000-0000000000aa';
  const finalizedAt = new Date('2026-02-21T17:02:44Z');
  const { text, hash } = writeContract(
    { matchId, requestTitle: 'Vaisselle', parties: people, terms: mergeTerms(sampleAnswers({ objet }), sampleAnswers({ objet })), submittedAt, finalizedAt, timeZone: 'Europe/Paris' },
    lang,
  );
  return {
    matchId,
    lang,
    text,
    textHash: hash,
    parties: {
      demandeur: { name: 'Camille Rousseau', email: 'camille@example.org', submitted_at: submittedAt.demandeur.toISOString(), brand: 'Terre de Camille' },
      partenaire: { name: 'Hugo Perrin', email: 'hugo@example.org', submitted_at: submittedAt.partenaire.toISOString(), brand: '' },
    },
    signatures: { demandeur: { typed_name: 'Camille Rousseau', signed_at: '2026-02-22T08:00:00.000Z' }, partenaire: { typed_name: 'hugo perrin', signed_at: '2026-02-22T09:30:00.000Z' } },
    events: [
      { at: submittedAt.demandeur.toISOString(), kind: 'answers_submitted', party: 'demandeur', conflicts: [] },
      { at: '2026-02-21T10:00:00.000Z', kind: 'answers_submitted', party: 'partenaire', conflicts: ['charge_pct'] },
      { at: submittedAt.partenaire.toISOString(), kind: 'answers_submitted', party: 'partenaire', conflicts: [] },
      { at: finalizedAt.toISOString(), kind: 'contract_locked', party: null, sha256: hash },
      { at: '2026-02-22T08:00:00.000Z', kind: 'signed', party: 'demandeur', typed_name: 'Camille Rousseau' },
      { at: '2026-02-22T09:30:00.000Z', kind: 'signed', party: 'partenaire', typed_name: 'hugo perrin' },
      { at: '2026-02-22T09:30:00.000Z', kind: 'sealed', party: null, certificate_fingerprint: certificate.fingerprint },
    ],
    sealedAt: '2026-02-22T09:30:00.000Z',
    certificate,
    timeZone: 'Europe/Paris',
    verifyUrl: 'https://atelier.example/verifier-un-contrat',
  };
}

/** What poppler's pdfsig (an independent reader) says about a file. */
function pdfsig(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('sealed contract PDF', () => {
  it.each(['fr', 'en'] as const)('%s: the text, a certificate page with signatures and history, the exact text attached', async (lang) => {
    const data = input(lang);
    const bytes = await renderSealedContract(data, p12, 'secret');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    const all = (text as string).replace(/\s+/g, ' ');
    expect(all).toContain(lang === 'fr' ? 'Certificat de scellement' : 'Sealing certificate');
    for (const part of [data.matchId, 'Camille Rousseau', 'Hugo Perrin', 'Terre de Camille', data.textHash.slice(0, 16), certificate.fingerprint.slice(0, 16), 'verifier-un-contrat']) expect(all).toContain(part);
    expect(all).toContain(lang === 'fr' ? 'Signé en tapant « hugo perrin »' : 'Signed by typing “hugo perrin”');
    expect(all).toMatch(lang === 'fr' ? /désaccord signalé sur « [^»]+ »/ : /conflict flagged on “[^”]+”/);
    expect(all).toContain(lang === 'fr' ? '22 février 2026 à 10:30:00' : '22 February 2026 at 10:30:00');
    const attachments = (await pdf.getAttachments()) as Map<string, { filename: string }>;
    const [key] = [...attachments.keys()];
    expect(Buffer.from((await pdf.getAttachmentContent(key!)) as Uint8Array).toString('utf8')).toBe(data.text);
  });

  it('carries a signature an independent reader validates over the whole file', async () => {
    const bytes = await renderSealedContract(input('fr'), p12, 'secret');
    const report = pdfsig(bytes);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signer Certificate Common Name: Atelier (test)');
    // Our own check, the one serving and verifying apply (decision 062), agrees with poppler.
    expect(signedByteRange(bytes)).toBe('covers_whole_file');
  });

  it('is reported modified after an incremental update, and invalid after one changed byte', async () => {
    const bytes = await renderSealedContract(input('fr'), p12, 'secret');
    const updated = appendIncrementalUpdate(bytes, { title: 'Contrat modifié' });
    expect(pdfsig(updated)).toContain('Not total document signed');
    expect(signedByteRange(updated)).not.toBe('covers_whole_file');
    const flipped = Buffer.from(bytes);
    const at = flipped.indexOf('Article 3');
    flipped[at + 8] = '4'.charCodeAt(0);
    expect(pdfsig(flipped)).not.toContain('Signature is Valid.');
  });

  it('is the same document whenever it is made from the same data, except for the signature', async () => {
    const [a, b] = await Promise.all([renderSealedContract(input('en'), p12, 'secret'), renderSealedContract(input('en'), p12, 'secret')]);
    expect(a.length).toBe(b.length);
  });
});
