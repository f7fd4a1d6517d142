/**
 * A prospect in a real browser: from the home page's call to action (the landings' CTA links to the
 * same /candidature page), four steps, the summary, the sandbox payment, the welcome page, the
 * invoice and the dashboard as a member. Axe on every screen; one run with the keyboard only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, clientAddressHeaders } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';
import { seriousViolations } from '../support/card-form.ts';
import { heic, photo } from '../support/file-fixtures.ts';
import type { Lang } from '#i18n/lang.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function hydrated(page: Page) {
  await page.locator('.application[data-hydrated="true"]').waitFor();
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

async function fillIdentity(page: Page, email: string) {
  await page.locator('#first_name').fill('Camille');
  await page.locator('#last_name').fill('Durand');
  await page.locator('#email').fill(email);
  await page.locator('#brand').fill('Céramiques Camille');
  await page.locator('#trade').fill('Céramiste');
}

/** The last step's billing address and the acceptance of the CGV (decision 027). */
async function fillBilling(page: Page, lang: Lang = 'fr') {
  const fr = lang === 'fr';
  await page.getByLabel(fr ? /Adresse \(numéro et voie\)/ : /Address \(number and street\)/).fill('12 rue des Potiers');
  await page.getByLabel(fr ? /Code postal/ : /Postal code/).fill('69003');
  await page.getByLabel(fr ? /^Ville/ : /^City/).fill('Lyon');
  // A person chooses when the support starts (decision 058).
  await page.locator('#start_choice-now').check();
  await page.locator('#accept_cgv').check();
}

describe('applying, paying and becoming a member', () => {
  it('goes from the call to action to the dashboard, in French', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
    const page = await context.newPage();
    const email = uniqueEmail('camille');
    await page.goto(pageUrl('/'));
    await Promise.all([page.waitForURL(/\/candidature(\?source=[a-z0-9-]+)?$/), page.getByRole('link', { name: 'Candidater', exact: true }).click()]);
    await hydrated(page);
    await expectAccessible(page, 'step 1');

    // Errors beside the fields, focus on the first one.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.locator('#first_name-error').textContent()).toBe('Ce champ est obligatoire.');
    expect(await page.locator('#first_name').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('first_name');
    await expectAccessible(page, 'step 1 with errors');
    await fillIdentity(page, email);
    await page.locator('#email').fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.locator('#email-error').textContent()).toContain('adresse e-mail valide');
    await page.locator('#email').fill(email);
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Step 2, then back and forth without losing anything.
    await page.getByRole('heading', { name: /Étape 2 sur 4/ }).waitFor();
    await page.locator('#link-0').fill('https://example.com/portfolio');
    await page.getByRole('button', { name: 'Ajouter un lien' }).click();
    await page.locator('#link-1').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.locator('#link-1-error').textContent()).toContain('https://');
    await page.getByRole('button', { name: 'Retirer le lien 2' }).click();

    // Photos: several at once from the picker (a phone's camera roll), one dropped, a HEIC refused.
    expect(await page.locator('#photos-file').getAttribute('accept')).toBe('image/*');
    await page.locator('#photos-file').setInputFiles([
      { name: 'bol.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
      { name: 'vase.png', mimeType: 'image/png', buffer: await photo('png') },
      { name: 'iphone.heic', mimeType: 'image/heic', buffer: heic() },
    ]);
    await page.locator('.photo-tile.failed .field-error').getByText('Les photos HEIC').waitFor();
    await expect.poll(() => page.locator('.photo-tile[data-photo]').count()).toBe(2);
    const dropped = await photo('webp');
    const dataTransfer = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'tasse.webp', { type: 'image/webp' }));
      return transfer;
    }, [...dropped]);
    await page.getByTestId('drop-photos').dispatchEvent('drop', { dataTransfer });
    await expect.poll(() => page.locator('.photo-tile[data-photo]').count()).toBe(3);
    await page.locator('.photo-tile.failed').getByRole('button').click();
    expect(await page.locator('.photo-tile img').first().getAttribute('alt')).toBe('Photo 1\u00a0: bol.jpg');
    await page.getByRole('button', { name: 'Avancer la photo 2' }).click();
    await page.getByRole('button', { name: 'Retirer la photo 3' }).click();
    expect(await page.locator('.photo-name').allInnerTexts()).toEqual(['1. vase.png', '2. bol.jpg']);
    await page.getByText('2 photos sur 10').waitFor();
    await expectAccessible(page, 'step 2');
    await page.getByRole('button', { name: 'Retour' }).click();
    expect(await page.locator('#brand').inputValue()).toBe('Céramiques Camille');
    await page.getByRole('button', { name: 'Continuer' }).click();
    expect(await page.locator('#link-0').inputValue()).toBe('https://example.com/portfolio');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Step 3; a reload keeps the answers (kept in the browser until sent).
    await page.getByRole('heading', { name: /Étape 3 sur 4/ }).waitFor();
    await page.getByLabel('Gamme de tarifs').check();
    await page.locator('#monthly_revenue').fill('2 500');
    await page.locator('#objective').fill('Vivre de mon atelier d’ici un an.');
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { name: /Étape 3 sur 4/ }).waitFor();
    expect(await page.locator('#objective').inputValue()).toBe('Vivre de mon atelier d’ici un an.');
    expect(await page.getByLabel('Gamme de tarifs').isChecked()).toBe(true);
    await expectAccessible(page, 'step 3');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Step 4: the deposit in euros, as the service computes it.
    await page.getByRole('heading', { name: /Étape 4 sur 4/ }).waitFor();
    await page.getByLabel(/Essentiel/).check();
    // Prices say TTC (PRICE_DISPLAY=ttc, the default).
    expect((await page.locator('label[for="formula-essentiel"]').innerText()).replace(/\s/g, ' ')).toContain('Essentiel — 1 490 € TTC');
    await page.getByText('Acompte de 10 % à régler aujourd’hui : 149 € TTC').waitFor();
    // The CGV and the privacy page are one click away; nothing is sent without the address and the box.
    expect(await page.getByRole('link', { name: /conditions générales de vente/ }).getAttribute('href')).toBe('/cgv');
    expect(await page.getByTestId('privacy-note').getByRole('link', { name: /Confidentialité/ }).getAttribute('href')).toBe('/confidentialite');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.locator('#accept_cgv-error').textContent()).toBe('Cochez la case pour accepter les conditions générales de vente.');
    expect(await page.locator('[id="billing_address.street-error"]').textContent()).toBe('Ce champ est obligatoire.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('billing_address.street');
    await expectAccessible(page, 'step 4 with errors');
    await page.getByLabel(/Code postal/).fill('6900');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.locator('[id="billing_address.postal_code-error"]').textContent()).toBe('Code postal invalide (5 chiffres en France).');
    await fillBilling(page);
    await expectAccessible(page, 'step 4');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Summary, then send.
    await page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
    const summary = await page.locator('.summary').innerText();
    for (const text of ['Camille Durand', email, '1. vase.png', '2. bol.jpg', 'https://example.com/portfolio', 'Gamme de tarifs', '2 500 € par mois', 'Essentiel', '12 rue des Potiers 69003 Lyon France', 'Acceptées (version du']) {
      expect(summary.replace(/\s/g, ' ')).toContain(text);
    }
    await expectAccessible(page, 'summary');
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await page.getByText('Candidature envoyée et validée !').waitFor();
    await expectAccessible(page, 'payment step');
    expect(await page.evaluate(() => window.localStorage.getItem('atelier.candidature.v1'))).toBeNull();

    // The photos are the application's, in the chosen order, and its applicant can open them.
    const applicant = (await context.cookies()).find((c) => c.name === 'session')!.value;
    const sent = (await api('/api/candidatures/me', { token: applicant })).body;
    expect(sent.photos).toHaveLength(2);
    expect(sent.billing_address).toEqual({ street: '12 rue des Potiers', postal_code: '69003', city: 'Lyon', country: 'FR' });
    expect(sent.cgv_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const id of sent.photos) {
      const file = await page.request.get(pageUrl(`/api/files/${id}`));
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/webp');
    }

    // Signed in by the application: the banner follows the prospect on other pages.
    await page.goto(pageUrl('/catalogue'));
    await page.getByTestId('payment-banner').getByText('réglez l’acompte de 149,00 €').waitFor();
    await expectAccessible(page, 'banner');
    await Promise.all([page.waitForURL(/\/candidature$/), page.getByRole('link', { name: 'Régler l’acompte' }).click()]);
    await hydrated(page);

    // The sandbox payment goes through the real confirmation.
    await Promise.all([page.waitForURL(/\/candidature\/paiement-test\?/), page.getByRole('button', { name: 'Payer 149,00 €' }).click()]);
    await page.locator('[data-hydrated="true"]').waitFor();
    await expectAccessible(page, 'sandbox');
    await Promise.all([page.waitForURL(/\/candidature\/bienvenue\?/), page.getByRole('button', { name: 'Simuler un paiement réussi' }).click()]);
    await page.getByRole('heading', { name: 'Bienvenue, Camille !' }).waitFor();
    const welcome = await page.locator('.welcome').innerText();
    expect(welcome).toMatch(/Votre facture F-\d{4}-\d{6} vient d’être envoyée à/);
    await expectAccessible(page, 'welcome');
    expect(await page.getByTestId('payment-banner').count()).toBe(0);

    // The invoice downloads as a PDF.
    const href = await page.getByRole('link', { name: 'Télécharger la facture (PDF)' }).getAttribute('href');
    const pdf = await page.request.get(pageUrl(href!));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The dashboard (now the home "Mon atelier", decision 011) opens with the new role; the invoice is on the invoices page.
    await Promise.all([page.waitForURL(/\/mes-actions$/), page.getByRole('link', { name: 'Ouvrir mon atelier' }).click()]);
    await page.getByTestId('level-image_de_marque').waitFor();
    await page.getByTestId('whats-new').waitFor();
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'session')!.value;
    expect((await api('/api/me', { token })).body.role).toBe('client_essentiel');
    await page.goto(pageUrl('/mes-factures'));
    await page.getByTestId('invoice-list').getByText('149,00 €').waitFor();
    await expectAccessible(page, 'invoices');
    await context.close();
  });

  it('can be filled and sent with the keyboard only, in English', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(pageUrl('/en/candidature?formule=premium'));
    await hydrated(page);
    const tabTo = async (id: string) => {
      for (let i = 0; i < 40; i++) {
        if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`never reached #${id} with Tab`);
    };
    const typeInto = async (id: string, text: string) => {
      await tabTo(id);
      await page.keyboard.type(text);
    };
    await typeInto('first_name', 'Ada');
    await typeInto('last_name', 'Lovelace');
    await typeInto('email', uniqueEmail('ada'));
    await typeInto('brand', 'Analytical Looms');
    await typeInto('trade', 'Weaver');
    await page.keyboard.press('Enter'); // submits the step
    await page.getByRole('heading', { name: /Step 2 of 4/ }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('application-step-title');
    await typeInto('link-0', 'https://example.org/looms');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Step 3 of 4/ }).waitFor();
    await tabTo('priority_need-image_de_marque');
    await page.keyboard.press('ArrowRight'); // radio group: arrows move the choice
    expect(await page.locator('#priority_need-parcours_client').isChecked()).toBe(true);
    await typeInto('monthly_revenue', '0');
    await typeInto('objective', 'Sell my first collection.');
    await tabTo('objective');
    // Enter in a textarea is a new line: move on to the button instead.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Continue') break;
    }
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Step 4 of 4/ }).waitFor();
    expect(await page.locator('#formula-premium').isChecked()).toBe(true); // from ?formule=premium
    await page.getByText('10% deposit to pay today: €299 incl. VAT').waitFor();
    await typeInto('billing_address.street', '1 Looms Lane');
    await typeInto('billing_address.postal_code', 'SW1A 1AA');
    await typeInto('billing_address.city', 'London');
    await tabTo('billing_address.country');
    await page.keyboard.type('United K'); // a closed select picks by typing
    expect(await page.locator('[id="billing_address.country"]').inputValue()).toBe('GB');
    await tabTo('start_choice-now');
    await page.keyboard.press('Space');
    await tabTo('accept_cgv');
    await page.keyboard.press('Space');
    expect(await page.locator('#accept_cgv').isChecked()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Continue') break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Send my application') break;
    }
    await page.keyboard.press('Enter');
    await page.getByText('Application sent and accepted!').waitFor();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Pay €299.00 incl. VAT') break;
    }
    await Promise.all([page.waitForURL(/\/en\/candidature\/paiement-test\?/), page.keyboard.press('Enter')]);
    await page.locator('[data-hydrated="true"]').waitFor();
    await expectAccessible(page, 'sandbox (en)');
    // Cancelling comes back to the payment step with a notice.
    await Promise.all([page.waitForURL(/paiement=annule/), page.getByRole('link', { name: 'Cancel and go back to the application' }).click()]);
    await hydrated(page);
    await page.getByText('Payment cancelled: nothing was charged.').waitFor();
    await context.close();
  });

  it('asks an existing account to sign in, then sends with the answers kept', async () => {
    const password = `pw-${Math.random().toString(36).slice(2)}-long`;
    const account = await newUser({ role: null, first_name: 'Inès', password, email: uniqueEmail('ines') });
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(pageUrl('/candidature'));
    await hydrated(page);
    await fillIdentity(page, account.user.email);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Image de marque').check();
    await page.locator('#monthly_revenue').fill('800');
    await page.locator('#objective').fill('Trouver une boutique.');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel(/Premium/).check();
    await fillBilling(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await page.getByText('Un compte existe déjà avec cette adresse e-mail.').waitFor();
    await Promise.all([page.waitForURL(/\/connexion\?next=/), page.getByRole('link', { name: 'Se connecter' }).click()]);
    await page.locator('[data-hydrated="true"]').waitFor();
    await page.getByLabel('Adresse e-mail', { exact: true }).first().fill(account.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await Promise.all([page.waitForURL(/\/candidature$/), page.getByRole('button', { name: 'Se connecter' }).first().click()]);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
    expect(await page.locator('.summary').innerText()).toContain('Trouver une boutique.');
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await page.getByText('Candidature envoyée et validée !').waitFor();
    const pending = await api('/api/candidatures/me', { token: account.token });
    expect(pending.body).toMatchObject({ formula: 'premium', deposit_cents: 29_900, priority_need: 'image_de_marque' });
    await context.close();
  });
});

describe('step 2 when the profile already shows work', () => {
  it('shows the profile’s gallery and links instead of asking, and sends neither photos nor links', async () => {
    const account = await newUser({ role: null, first_name: 'Jeanne', email: uniqueEmail('jeanne') });
    const profile = await api(`/api/users/${account.user.id}/profile`, { method: 'PUT', token: account.token, body: { portfolio_links: ['https://jeanne.example/atelier'], brand: 'Jeanne Verre', trade: 'Souffleuse de verre', last_name: 'Martin' } });
    expect(profile.status, profile.text).toBe(200);
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
    await context.addCookies([{ name: 'session', value: account.token, url: pageUrl('/') }]);
    const page = await context.newPage();
    await page.goto(pageUrl('/candidature'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: /Étape 2 sur 4/ }).waitFor();
    await page.getByTestId('profile-work').getByRole('link', { name: 'https://jeanne.example/atelier' }).waitFor();
    expect(await page.locator('#photos-file').count()).toBe(0);
    expect(await page.locator('#link-0').count()).toBe(0);
    await expectAccessible(page, 'step 2 from the profile');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Image de marque').check();
    await page.locator('#monthly_revenue').fill('1200');
    await page.locator('#objective').fill('Ouvrir une boutique.');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel(/Essentiel/).check();
    await fillBilling(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    expect(await page.locator('.summary').innerText()).toContain('Celles de votre profil');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/candidatures') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Envoyer ma candidature' }).click(),
    ]);
    const body = request.postDataJSON();
    expect(body).not.toHaveProperty('photos');
    expect(body).not.toHaveProperty('links');
    expect(body).toMatchObject({ accept_cgv: true, cgv_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), billing_address: { street: '12 rue des Potiers', postal_code: '69003', city: 'Lyon', country: 'FR' } });
    await page.getByText('Candidature envoyée et validée !').waitFor();
    await context.close();
  });
});

describe('site updates', () => {
  it('are published by a responsable and shown on members’ dashboards', async () => {
    const password = `pw-${Math.random().toString(36).slice(2)}-long`;
    const staff = await newUser({ role: 'responsable', password });
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
    await context.addCookies([{ name: 'session', value: staff.token, url: pageUrl('/') }]);
    const page = await context.newPage();
    await page.goto(pageUrl('/nouveautes'));
    await page.locator('[data-hydrated="true"]').waitFor();
    await expectAccessible(page, 'site updates (staff)');
    const title = `Nouvelles fiches ${Date.now()}`;
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect.poll(() => page.locator('#update-title-error').textContent()).toContain('titre');
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Trois fiches sur les prix sont arrivées.');
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Nouveauté publiée.').waitFor();

    const member = await newUser({ role: 'client_essentiel' });
    const memberContext = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
    await memberContext.addCookies([{ name: 'session', value: member.token, url: pageUrl('/') }]);
    const memberPage = await memberContext.newPage();
    await memberPage.goto(pageUrl('/tableau-de-bord'));
    await memberPage.getByTestId('whats-new').getByRole('heading', { name: title }).waitFor();
    await expectAccessible(memberPage, 'dashboard with what’s new');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Supprimer « ${title} »` }).click();
    await page.getByText('Nouveauté supprimée.').waitFor();
    await memberPage.reload();
    await memberPage.getByTestId('whats-new').waitFor();
    expect(await memberPage.getByTestId('whats-new').getByRole('heading', { name: title }).count()).toBe(0);
    await context.close();
    await memberContext.close();
  });
});
