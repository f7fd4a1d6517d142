import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildContractPdf, renderContractPdf } from './contract-pdf.ts';
import { checkPdf } from './verify-contract.ts';
import { writeContract } from './contract-text.ts';
import { mergeTerms } from './merge-terms.ts';
import { sampleAnswers } from './test-answers.ts';
import type { MatchRow } from './contract-view.ts';
import type { PartyInfo } from './contract-context.ts';
import { AppError } from '../http/errors.ts';

const people: Record<'demandeur' | 'partenaire', PartyInfo> = {
  demandeur: { firstName: 'Camille', lastName: 'Rousseau', trade: 'Céramiste', brand: 'Terre de Camille', city: 'Lyon', email: 'camille@example.org' },
  partenaire: { firstName: 'Hugo', lastName: 'Perrin', trade: 'Ébéniste', brand: '', city: '', email: 'hugo@example.org' },
};
const submittedAt = { demandeur: new Date('2026-02-20T09:14:05Z'), partenaire: new Date('2026-02-21T17:02:44Z') };

function sealedMatch(lang: 'fr' | 'en', objet = sampleAnswers().objet): MatchRow {
  const finalizedAt = new Date('2026-02-21T17:02:44Z');
  const { text, hash } = writeContract(
    { matchId: '7d1f0000-0000-4000-8000-0000000000aa', requestTitle: 'Vaisselle', parties: people, terms: mergeTerms(sampleAnswers({ objet }), sampleAnswers({ objet })), submittedAt, finalizedAt, timeZone: 'Europe/Paris' },
    lang,
  );
  return {
    id: '7d1f0000-0000-4000-8000-0000000000aa',
    requestId: '7d1f0000-0000-4000-8000-0000000000ab',
    replyId: '7d1f0000-0000-4000-8000-0000000000ac',
    requesterId: '7d1f0000-0000-4000-8000-0000000000ad',
    partnerId: '7d1f0000-0000-4000-8000-0000000000ae',
    createdAt: finalizedAt,
    contractText: text,
    contractHash: hash,
    contractLang: lang,
    contractParties: {
      demandeur: { name: 'Camille Rousseau', email: 'camille@example.org', submitted_at: submittedAt.demandeur.toISOString() },
      partenaire: { name: 'Hugo Perrin', email: 'hugo@example.org', submitted_at: submittedAt.partenaire.toISOString() },
    },
    finalizedAt,
  };
}

describe('contract PDF', () => {
  it.each(['fr', 'en'] as const)('%s: prints the text, then a certificate page, and carries the exact text', async (lang) => {
    const match = sealedMatch(lang);
    const bytes = await renderContractPdf(match, 'Europe/Paris');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThanOrEqual(3);
    const { text } = await extractText(pdf, { mergePages: false });
    const certificate = (text as string[]).at(-1)!;
    expect(certificate).toContain(lang === 'fr' ? 'Certificat de scellement' : 'Sealing certificate');
    for (const part of [match.id, 'Camille Rousseau', 'Hugo Perrin', match.contractHash!.slice(0, 16), match.contractHash!.slice(48)]) expect(certificate).toContain(part);
    expect(certificate).toContain(lang === 'fr' ? '20 février 2026 à 10:14:05' : '20 February 2026 at 10:14:05');
    expect(certificate).toContain(lang === 'fr' ? '21 février 2026 à 18:02:44' : '21 February 2026 at 18:02:44');
    expect((text as string[])[0]).toContain(lang === 'fr' ? 'CONTRAT DE COLLABORATION' : 'COLLABORATION AGREEMENT');
    const attachments = (await pdf.getAttachments()) as Map<string, { filename: string }>;
    const [key] = [...attachments.keys()];
    expect(Buffer.from((await pdf.getAttachmentContent(key!)) as Uint8Array).toString('utf8')).toBe(match.contractText);
    expect(await checkPdf(bytes, match.contractText!, match.contractHash!)).toEqual({ match: true, computed_hash: match.contractHash });
  });

  it('still verifies when the text holds characters the font cannot print', async () => {
    const match = sealedMatch('fr', 'Vaisselle 🌿 et bols 木 pour « Le Comptoir »');
    const bytes = await renderContractPdf(match, 'Europe/Paris');
    expect((await checkPdf(bytes, match.contractText!, match.contractHash!)).match).toBe(true);
  });

  it('refuses a PDF whose visible text was changed even though its attachment is intact', async () => {
    const match = sealedMatch('fr');
    const forged = await buildContractPdf(match, 'Europe/Paris', match.contractText!.replace('trente jours', 'trente et un jours'), match.contractText!);
    expect(await checkPdf(forged, match.contractText!, match.contractHash!)).toEqual({ match: false, computed_hash: match.contractHash });
  });

  it('refuses a PDF whose attached text was changed by one character', async () => {
    const match = sealedMatch('fr');
    const forged = await buildContractPdf(match, 'Europe/Paris', match.contractText!, match.contractText!.replace('Article 3', 'Article 4'));
    const result = await checkPdf(forged, match.contractText!, match.contractHash!);
    expect(result.match).toBe(false);
    expect(result.computed_hash).not.toBe(match.contractHash);
  });

  it('answers no match for a damaged PDF and 400 for bytes that are not a PDF', async () => {
    const match = sealedMatch('fr');
    const bytes = await renderContractPdf(match, 'Europe/Paris');
    const damaged = Buffer.from(bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect((await checkPdf(damaged, match.contractText!, match.contractHash!)).match).toBe(false);
    await expect(checkPdf(Buffer.from(match.contractText!), match.contractText!, match.contractHash!)).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'invalid_pdf');
  });
});
