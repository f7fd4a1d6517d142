/** The pages' load functions that compute something beyond one read (decision 046). */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb, closeDatabase } from '../support/test-db.ts';
import type { Database } from '#server/platform/db/client.ts';
import { userParcours, users } from '#db/schema.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { loadCatalogue } from '#server/learning/cards/load-catalogue.ts';
import { loadParcours, DEFAULT_PARCOURS_DIR } from '#server/learning/parcours/load-parcours.ts';
import { loadParcoursPage } from '#server/learning/parcours/load-parcours-page.ts';
import { loadCardPage } from '#server/learning/cards/load-card-page.ts';
import { loadCataloguePage } from '#server/learning/cards/load-catalogue-page.ts';
import { loadInvoicesPage } from '#server/money/invoices/load-invoices-page.ts';

let db: Database;

beforeAll(async () => {
  db = await testDb();
  await loadCatalogue(db);
  await loadParcours(db, DEFAULT_PARCOURS_DIR);
});

afterAll(async () => {
  await closeDatabase();
});

async function person(role: string | null, active: string[] = []): Promise<SessionUser> {
  const email = `load-pages-${randomBytes(6).toString('hex')}@example.test`;
  const [row] = await db.insert(users).values({ email, firstName: 'Léa', lang: 'fr', role }).returning();
  for (const parcoursId of active) await db.insert(userParcours).values({ userId: row!.id, parcoursId, status: 'actif' });
  return row!;
}

describe('loadParcoursPage: the Essentiel cap shown before the click', () => {
  it.each([
    ['an Essentiel member with another parcours running', 'client_essentiel', ['des-prix-justes'], 'clients-fideles', 'des-prix-justes'],
    ['an Essentiel member with none running', 'client_essentiel', [], 'clients-fideles', null],
    ['an Essentiel member on the parcours they run', 'client_essentiel', ['clients-fideles'], 'clients-fideles', null],
    ['a Premium member with another parcours running', 'client_premium', ['des-prix-justes'], 'clients-fideles', null],
  ])('%s', async (_name, role, active, id, blockedBy) => {
    const page = await loadParcoursPage(await person(role, active), id, 'fr');
    expect(page?.parcours.id).toBe(id);
    expect(page?.limit.blockedBy?.id ?? null).toBe(blockedBy);
  });

  it.each([
    ['a person who is not a member', null, 'clients-fideles'],
    ['an unknown parcours', 'client_premium', 'zz-nope'],
  ])('is null (the not-found page) for %s', async (_name, role, id) => {
    expect(await loadParcoursPage(await person(role), id, 'fr')).toBeNull();
  });
});

describe('loadCardPage', () => {
  it('gives a member the whole card, in the page language', async () => {
    const page = await loadCardPage(await person('client_premium'), 'recit-atelier', 'en');
    expect(page).toMatchObject({ member: true, card: { slug: 'recit-atelier' } });
    expect(page?.title).toBe(page?.member ? page.card.title : '');
  });

  it('gives anyone else the title and the deposit waited for (none here)', async () => {
    const page = await loadCardPage(await person(null), 'recit-atelier', 'fr');
    expect(page).toMatchObject({ member: false, title: expect.any(String), pending: null });
  });

  it('is null for an unknown card', async () => {
    expect(await loadCardPage(await person('client_premium'), 'zz-nope', 'fr')).toBeNull();
  });
});

describe('loadCataloguePage: the filters of the address', () => {
  it.each([
    ['no filter', '', { domain: '', status: '' }],
    ['a known status', 'status=en_cours', { domain: '', status: 'en_cours' }],
    ['an unknown value: all cards', 'domain=zz&status=en_cours', { domain: '', status: '' }],
  ])('%s', async (_name, query, shown) => {
    const page = await loadCataloguePage(await person('client_premium'), 'fr', new URLSearchParams(query));
    expect({ domain: page.domain, status: page.status }).toEqual(shown);
    expect(page.member).toBe(true);
  });
});

describe('loadInvoicesPage: the notice of the way back from the payment page', () => {
  it.each([
    ['nothing', '', null],
    ['the balance paid', 'solde=paye', 'paid'],
    ['the payment cancelled', 'paiement=annule', 'cancelled'],
  ])('%s', async (_name, query, notice) => {
    const page = await loadInvoicesPage(await person('client_premium'), new URLSearchParams(query));
    expect(page).toEqual({ notice, due: null, balanceRefunds: null, invoices: [], creditNotes: [] });
  });
});
