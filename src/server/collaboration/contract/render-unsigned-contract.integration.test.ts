import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderUnsignedContract, UNSIGNED_MARKER, type UnsignedContractInput } from './render-unsigned-contract.ts';
import { writeContract } from './contract-text.ts';
import { mergeTerms } from './merge-terms.ts';
import { sampleAnswers } from '../questionnaire/test-answers.ts';
import type { PartyInfo } from './contract-context.ts';
import type { Lang } from '#i18n/lang.ts';

const people: Record<'demandeur' | 'partenaire', PartyInfo> = {
  demandeur: { firstName: 'Camille', lastName: 'Rousseau', trade: 'Céramiste', brand: 'Terre de Camille', city: 'Lyon', email: 'camille@example.org' },
  partenaire: { firstName: 'Hugo', lastName: 'Perrin', trade: 'Ébéniste', brand: '', city: '', email: 'hugo@example.org' },
};

function input(lang: Lang, closed = false): UnsignedContractInput {
  const matchId = '7d1f0000-0000-4000-8000-0000000000aa';
  const lockedAt = new Date('2026-02-21T17:02:44Z');
  const terms = mergeTerms(sampleAnswers(), sampleAnswers());
  const { text, hash } = writeContract({ matchId, requestTitle: 'Vaisselle', parties: people, terms, submittedAt: { demandeur: lockedAt, partenaire: lockedAt }, finalizedAt: lockedAt, timeZone: 'Europe/Paris' }, lang);
  return { matchId, lang, text, textHash: hash, lockedAt: lockedAt.toISOString(), closed, timeZone: 'Europe/Paris', verifyUrl: 'https://atelier.example/verifier-un-contrat' };
}

async function pages(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('renderUnsignedContract', () => {
  it.each([
    ['fr', false, 'NON SIGNÉ — TEXTE À SIGNER', 'en attente de la signature des deux parties', 'NON SIGNÉ · Contrat 7d1f0000'],
    ['fr', true, 'NON SIGNÉ — TEXTE À SIGNER', 'close sans que les deux parties le signent', 'NON SIGNÉ · Contrat 7d1f0000'],
    ['en', false, 'NOT SIGNED — TEXT TO SIGN', 'awaiting the signature of both parties', 'NOT SIGNED · Agreement 7d1f0000'],
    ['en', true, 'NOT SIGNED — TEXT TO SIGN', 'closed without both parties signing it', 'NOT SIGNED · Agreement 7d1f0000'],
  ] as const)('%s (closed: %s): the banner on the first page, the mark in every footer', async (lang, closed, banner, sentence, footer) => {
    const pdf = await renderUnsignedContract(input(lang, closed));
    const text = await pages(pdf);
    expect(text.length).toBeGreaterThan(1);
    expect(text[0]).toContain(banner);
    expect(text[0]).toContain(sentence);
    for (const page of text) expect(page).toContain(footer);
    // Found by the verification without parsing: the marker and the text hash, in plain bytes.
    expect(pdf.includes(`(${UNSIGNED_MARKER})`, 0, 'latin1')).toBe(true);
    expect(pdf.includes(`(SHA-256 ${input(lang).textHash})`, 0, 'latin1')).toBe(true);
  });
});
