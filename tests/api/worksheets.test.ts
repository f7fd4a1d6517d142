/** GET /api/cards/{card_id}/worksheet/{item_id}: the printable field sheet, read back as text. */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { api, errorCode, newUser, baseUrl } from '../support/api.ts';

const CARD = 'premier-contact-boutique';

async function worksheet(path: string, token?: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('worksheets', () => {
  it('prints the observation sheet of an item in French, accents, ’ and « » exact', async () => {
    const { token } = await newUser({ lang: 'fr' });
    const { res, bytes } = await worksheet(`/api/cards/${CARD}/worksheet/observer_visiteurs`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Fiche de terrain _ Observer dix visiteurs sans intervenir.pdf"; filename*=UTF-8''Fiche%20de%20terrain%20%E2%80%93%20Observer%20dix%20visiteurs%20sans%20intervenir.pdf`,
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of ['Soigner le premier contact en boutique', 'Observer dix visiteurs sans intervenir', 'Notez où ils s’arrêtent, ce qu’ils touchent, quand ils repartent.', '« Ce que je retiens »', 'Ce que j’observe', 'Parcours client']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('\u0000');
  });

  it('prints the bilan sheet with the artisan’s own first and latest readings', async () => {
    const { token } = await newUser({ lang: 'fr' });
    const posted = await api(`/api/impact/${CARD}`, {
      token,
      body: { readings: [{ metric: 'ventes_boutique', value: 1490, date: '2026-01-05' }, { metric: 'ventes_boutique', value: 2310.5, date: '2026-02-02' }] },
    });
    expect(posted.status).toBe(200);
    const { bytes } = await worksheet(`/api/cards/${CARD}/worksheet/bilan_accueil`, token);
    const text = (await textOf(bytes)).replace(/\s/gu, ' ');
    const euros = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(n).replace(/\s/gu, ' ');
    for (const expected of ['Bilan', '« Transformer plus de visites en ventes »', 'Ventes en boutique sur la semaine', `05/01/2026) : ${euros(1490)}`, euros(2310.5), 'Ce qui a marché', 'Prochaine étape']) {
      expect(text).toContain(expected);
    }
  });

  it('follows the account language, or ?lang=', async () => {
    const { token } = await newUser({ lang: 'en' });
    const english = await textOf((await worksheet(`/api/cards/${CARD}/worksheet/bilan_accueil`, token)).bytes);
    for (const expected of ['Make the first contact in your shop count', 'Compare sales before and after', 'Review', 'What worked']) expect(english).toContain(expected);
    const french = await textOf((await worksheet(`/api/cards/${CARD}/worksheet/bilan_accueil?lang=fr`, token)).bytes);
    expect(french).toContain('Comparer les ventes avant et après');
    expect(errorCode(await api(`/api/cards/${CARD}/worksheet/bilan_accueil?lang=de`, { token }))).toBe('validation_failed');
  });

  it.each([
    ['an item without printable_worksheet', `/api/cards/${CARD}/worksheet/piece_manipulation`, 404, 'worksheet_not_found'],
    ['an unknown item', `/api/cards/${CARD}/worksheet/nope`, 404, 'worksheet_not_found'],
    ['an unknown card', '/api/cards/nope/worksheet/observer_visiteurs', 404, 'card_not_found'],
    ['a NUL in the item', `/api/cards/${CARD}/worksheet/a%00b`, 404, 'not_found'],
  ])('%s → %i %s', async (_name, path, status, code) => {
    const { token } = await newUser();
    const res = await api(path, { token });
    expect([res.status, errorCode(res)]).toEqual([status, code]);
  });

  it('is member-only', async () => {
    const path = `/api/cards/${CARD}/worksheet/observer_visiteurs`;
    expect(errorCode(await api(path))).toBe('unauthenticated');
    expect(errorCode(await api(path, { token: (await newUser({ role: null })).token }))).toBe('forbidden');
    expect((await api(path, { method: 'POST', token: (await newUser()).token })).status).toBe(405);
    // The card may be given by id too, and the path works without /api.
    const { token } = await newUser();
    const card = (await api(`/api/cards/${CARD}`, { token })).body;
    expect((await worksheet(`/cards/${card.id}/worksheet/observer_visiteurs`, token)).res.status).toBe(200);
  });
});
