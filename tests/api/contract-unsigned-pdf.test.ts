/**
 * The contract PDF from the moment its text is locked (decision 015): before both signatures the
 * text to sign, marked as not signed on its first page and in every footer, in the contract's
 * language; once sealed the signed PDF. The public check never takes an unsigned copy for a
 * sealed contract.
 */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { api, baseUrl, errorCode } from '../support/api.ts';
import { downloadPdf, lockedMatch, setupMatch, sign } from '../support/collaboration.ts';
import { freshIp } from '../support/applications.ts';
import type { Lang } from '#i18n/lang.ts';

async function pages(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const verifyPublicly = async (bytes: Uint8Array, lang: Lang) => {
  const r = await fetch(`${baseUrl()}/api/contract-verifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', 'x-atelier-lang': lang, 'x-forwarded-for': freshIp() },
    body: new Uint8Array(bytes) as Uint8Array<ArrayBuffer>,
  });
  return { status: r.status, body: await r.json() };
};

describe('GET /api/collaboration-contract/pdf before sealing', () => {
  it.each([
    ['fr', 'NON SIGNÉ — TEXTE À SIGNER', /^NON SIGNÉ · Contrat [0-9a-f]{8} · SHA-256 [0-9a-f]{16}… · page \d+ sur \d+$/, 'CONTRAT DE COLLABORATION', 'non-signe'],
    ['en', 'NOT SIGNED — TEXT TO SIGN', /^NOT SIGNED · Agreement [0-9a-f]{8} · SHA-256 [0-9a-f]{16}… · page \d+ of \d+$/, 'COLLABORATION AGREEMENT', 'unsigned'],
  ] as const)('serves the locked text to sign (%s), marked on its first page and every footer', async (lang, banner, footer, title, fileWord) => {
    const { requester, partner, matchId, body } = await lockedMatch({ requesterLang: lang, partnerLang: lang });
    const response = await fetch(`${baseUrl()}/api/collaboration-contract/pdf?match_id=${matchId}`, { headers: { authorization: `Bearer ${requester.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`-${fileWord}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = await pages(pdf);
    expect(text[0]).toContain(banner);
    for (const [index, page] of text.entries()) {
      const last = page.trim().split(/(?=NON SIGNÉ ·|NOT SIGNED ·)/).at(-1)!.trim();
      expect(last, `footer of page ${index + 1}`).toMatch(footer);
    }
    expect(text.join(' ')).toContain(title);
    // The text itself, first article included, with no certificate page and no signature.
    expect(text.join(' ')).toContain('Article 1');
    expect(pdf.includes('/ByteRange')).toBe(false);

    // Signed by one party: still the text to sign; the other party gets the same document.
    await sign(requester.token, matchId, body.parties.demandeur.name);
    expect((await pages(await downloadPdf(partner.token, matchId)))[0]).toContain(banner);
  });

  it('says an unsigned copy is not a sealed contract, before and after sealing (public and party checks)', async () => {
    const { requester, partner, matchId, body } = await lockedMatch();
    const unsigned = await downloadPdf(requester.token, matchId);
    const before = await verifyPublicly(unsigned, 'fr');
    expect(before).toMatchObject({ status: 200, body: { match: false, reason: 'unsigned_copy', contract: null } });
    expect(before.body.message).toContain('copie non signée');
    expect((await verifyPublicly(unsigned, 'en')).body.message).toContain('unsigned copy');

    await sign(requester.token, matchId, body.parties.demandeur.name);
    await sign(partner.token, matchId, body.parties.partenaire.name);
    const sealed = await downloadPdf(partner.token, matchId);
    expect(sealed.equals(unsigned)).toBe(false);
    expect((await verifyPublicly(sealed, 'fr')).body).toMatchObject({ match: true, reason: 'identical' });
    expect((await verifyPublicly(unsigned, 'fr')).body).toMatchObject({ match: false, reason: 'unsigned_copy' });
    const party = await fetch(`${baseUrl()}/api/collaboration-contract/verify?match_id=${matchId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${partner.token}` },
      body: new Uint8Array(unsigned) as Uint8Array<ArrayBuffer>,
    });
    expect(await party.json()).toMatchObject({ match: false, reason: 'unsigned_copy' });
  });

  it('keeps the locked text downloadable after a close without signatures, worded as never signed', async () => {
    const { requester, partner, matchId } = await lockedMatch({ requesterLang: 'en', partnerLang: 'en' });
    expect((await api('/api/collaboration-contract/close', { token: partner.token, body: { match_id: matchId } })).status).toBe(200);
    const text = await pages(await downloadPdf(requester.token, matchId));
    expect(text[0]).toContain('NOT SIGNED');
    expect(text[0]).toContain('closed without both parties signing it');
  });

  it('has nothing to serve before the text is locked, and nothing for a stranger', async () => {
    const { requester, matchId } = await setupMatch();
    expect(errorCode(await api(`/api/collaboration-contract/pdf?match_id=${matchId}`, { token: requester.token }))).toBe('contract_not_finalized');
    const locked = await lockedMatch();
    expect(errorCode(await api(`/api/collaboration-contract/pdf?match_id=${locked.matchId}`, { token: requester.token }))).toBe('match_not_found');
  });
});
