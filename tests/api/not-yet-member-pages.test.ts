/**
 * A prospect whose application waits for the deposit is signed in: the member pages say what is
 * waiting, with the way to pay, instead of "Vous n'avez pas accès" (decision 019).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, newUser, sessionCookieFrom } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { formatDate } from '#i18n/format.ts';
import { today } from '#server/platform/dates.ts';

const page = (path: string, cookie: string) => api(path, { cookie, headers: { accept: 'text/html' } });

describe('member pages seen by someone who is not a member yet', () => {
  it('show the deposit waiting and the payment link (fr and en), never "no access"', async () => {
    const res = await apply({ formula: 'premium', email: `waiting-${Date.now()}@test.atelier.local` });
    expect(res.status).toBe(201);
    const cookie = sessionCookieFrom(res);
    for (const [path, pay, href] of [
      ['/catalogue', 'Payer l’acompte et ouvrir mon atelier', '/candidature'],
      ['/mes-actions', 'Payer l’acompte et ouvrir mon atelier', '/candidature'],
      ['/mes-parcours', 'Payer l’acompte et ouvrir mon atelier', '/candidature'],
      ['/fiches/recit-atelier', 'Payer l’acompte et ouvrir mon atelier', '/candidature'],
      ['/en/catalogue', 'Pay the deposit and open my workshop', '/en/candidature'],
      ['/en/mes-actions', 'Pay the deposit and open my workshop', '/en/candidature'],
    ] as const) {
      const html = (await page(path, cookie)).text;
      expect(html, path).toContain('data-testid="waiting-deposit"');
      expect(html, path).toContain(pay);
      expect(html, path).toContain(`href="${href}"`);
      expect(html, path).toMatch(/299/);
      expect(html, path).not.toMatch(/pas accès|have access/);
    }
  });

  it('say the deposit with the tax words of the buyer’s regime, as the banner does (decision 056)', async () => {
    const waitingBox = (html: string) => /data-testid="waiting-deposit"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const person = sessionCookieFrom(await apply({ formula: 'premium', email: `waiting-vat-${Date.now()}@test.atelier.local` }));
    const business = sessionCookieFrom(
      await apply({ formula: 'premium', email: `waiting-ht-${Date.now()}@test.atelier.local`, billing_address: { street: '1 Looms Lane', postal_code: 'SW1A 1AA', city: 'London', country: 'GB' }, buyer_business: { name: 'Analytical Looms Ltd' } }),
    );
    const flat = (html: string) => waitingBox(html).replace(/&nbsp;|[\u00a0\u202f]/g, ' ');
    expect(flat((await page('/catalogue', person)).text)).toContain('l’acompte de 299,00 € TTC (formule Premium)');
    expect(flat((await page('/en/catalogue', person)).text)).toContain('The €299.00 incl. VAT deposit (Premium plan)');
    expect(flat((await page('/mes-actions', business)).text)).toContain('l’acompte de 249,17 € HT (formule Premium)');
    expect(flat((await page('/en/mes-actions', business)).text)).toContain('The €249.17 excl. VAT deposit (Premium plan)');
  });

  it('tell a member whose money all came back that the membership ended, when, and where the papers are (fr and en)', async () => {
    const created = await apply({ formula: 'essentiel', email: `ended-${Date.now()}@test.atelier.local` });
    expect(created.status, created.text).toBe(201);
    const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_end_${created.body.id}` }, token: created.body.token });
    expect(paid.status, paid.text).toBe(200);
    const cookie = `session=${created.body.token}`;
    expect((await page('/catalogue', cookie)).text).not.toContain('data-testid="membership-ended"');
    // A partial refund (a gesture) ends nothing; the rest ends access (decision 057).
    const staff = await newUser({ role: 'admin' });
    const refund = (amount?: number) =>
      api(`/api/invoices/${paid.body.invoice_number}/refunds`, { body: amount ? { amount_cents: amount } : {}, token: staff.token, headers: { 'idempotency-key': randomUUID() } });
    expect((await refund(1_000)).status).toBe(201);
    expect((await api('/api/me', { token: created.body.token })).body.role).not.toBeNull();
    expect((await refund()).status).toBe(201);
    const day = today('Europe/Paris');
    for (const [path, title, text, papers, reapply, invoices, again] of [
      ['/catalogue', 'Votre adhésion a pris fin', `Ce que vous aviez payé vous a été remboursé le ${formatDate(day, 'fr')}`, 'Vos factures et vos avoirs restent dans', 'Envoyer une nouvelle candidature', '/mes-factures', '/candidature'],
      ['/mes-actions', 'Votre adhésion a pris fin', `Ce que vous aviez payé vous a été remboursé le ${formatDate(day, 'fr')}`, 'Vos factures et vos avoirs restent dans', 'Envoyer une nouvelle candidature', '/mes-factures', '/candidature'],
      ['/en/mes-parcours', 'Your membership has ended', `What you paid was refunded on ${formatDate(day, 'en')}`, 'Your invoices and credit notes stay in', 'Send a new application', '/en/mes-factures', '/en/candidature'],
      ['/en/fiches/recit-atelier', 'Your membership has ended', `What you paid was refunded on ${formatDate(day, 'en')}`, 'Your invoices and credit notes stay in', 'Send a new application', '/en/mes-factures', '/en/candidature'],
    ] as const) {
      const html = (await page(path, cookie)).text;
      const box = (/data-testid="membership-ended"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').replace(/&nbsp;|[\u00a0\u202f]/g, ' ');
      for (const words of [title, text, papers, reapply, `href="${invoices}"`, `href="${again}"`]) expect(box, path).toContain(words);
      expect(html, path).not.toContain('data-testid="not-member"');
    }
    // The form it leads to says so too, above a fresh application.
    const notice = async (path: string) => (/data-testid="membership-ended-notice">([^<]*)</.exec((await page(path, cookie)).text)?.[1] ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(await notice('/candidature')).toBe(`Votre adhésion a pris fin le ${formatDate(day, 'fr')}, ce que vous aviez payé vous ayant été remboursé. Vous pouvez envoyer une nouvelle candidature ci-dessous.`);
    expect(await notice('/en/candidature')).toBe(`Your membership ended on ${formatDate(day, 'en')}, as what you paid was refunded. You may send a new application below.`);
  });

  it('tell a paying member whose role staff took away, without a refund, since when access is closed', async () => {
    const created = await apply({ formula: 'premium', email: `closed-${Date.now()}@test.atelier.local` });
    const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_closed_${created.body.id}` }, token: created.body.token });
    expect(paid.status, paid.text).toBe(200);
    const admin = await newUser({ role: 'admin' });
    const me = (await api('/api/me', { token: created.body.token })).body;
    expect((await api(`/api/members/${me.id}/role`, { method: 'PUT', token: admin.token, body: { role: null } })).status).toBe(200);
    const day = today('Europe/Paris');
    const cookie = `session=${created.body.token}`;
    const box = (path: string) => page(path, cookie).then((res) => (/data-testid="membership-ended"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? '').replace(/&nbsp;|[\u00a0\u202f]/g, ' '));
    expect(await box('/catalogue')).toContain(`Depuis le ${formatDate(day, 'fr')}, l’accès aux fiches, aux parcours et au suivi de vos progrès est fermé.`);
    expect(await box('/en/catalogue')).toContain(`Since ${formatDate(day, 'en')}, access to the cards, paths and progress tracking is closed.`);
    const form = (await page('/candidature', cookie)).text.replace(/[\u00a0\u202f]/g, ' ');
    expect(form).toContain(`Votre adhésion a pris fin le ${formatDate(day, 'fr')}. Vous pouvez envoyer une nouvelle candidature ci-dessous.`);
  });

  it('invite someone without an application to apply', async () => {
    const { token } = await newUser({ role: null });
    const cookie = `session=${token}`;
    const html = (await page('/catalogue', cookie)).text;
    expect(html).toContain('data-testid="not-member"');
    expect(html).toContain('Envoyer ma candidature');
    expect(html).not.toMatch(/pas accès/);
  });
});
