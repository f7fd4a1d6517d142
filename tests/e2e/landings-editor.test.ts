/**
 * The theme editor in Chromium, keyboard only, then what a visitor sees: an admin
 * switches a block off, moves a block and a theme, uploads an image (progress bar), makes the theme
 * main; the visitor gets the change at / in French and English. Axe on the editor and every landing.
 * On a server of its own (the main page is global state).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, clientAddressHeaders } from '../support/browser.ts';
import { seriousViolations, wcagViolations } from '../support/card-form.ts';
import { signInToThemes, startLandingServer, type LandingServer } from '../support/landing-server.ts';

let lp: LandingServer;
let browser: Browser;
beforeAll(async () => {
  [lp, browser] = await Promise.all([startLandingServer(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await lp?.stop();
});

const signIn = (page: Page, email: string, password: string) => signInToThemes(page, lp.baseUrl, email, password);

const status = (page: Page) => page.getByTestId('editor-status');

/** Keyboard drag and drop (dnd-kit): Space on the handle, arrows, Space; each step waits for dnd-kit's announcement. */
async function keyboardMove(page: Page, handle: string, name: string, ups: number, total: number, startAt: number) {
  // One live region per sortable list (the themes, the blocks): the one speaking is the one moving.
  const announced = { textContent: async () => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).map((t) => t.trim()).find((t) => t.startsWith(name)) ?? '' };
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => announced.textContent()).toMatch(new RegExp(`^${name} (saisi\\.|en position ${startAt} sur ${total}\\.)$`));
  for (let step = 1; step <= ups; step++) {
    const expected = `${name} en position ${startAt - step} sur ${total}.`;
    await page.keyboard.press('ArrowUp');
    // dnd-kit listens for the arrows from a timer after the pick-up: on a loaded machine the first
    // arrow can come before it. Only that one can be lost (the later ones come after an
    // announcement, so after the listener), and a lost one leaves the pick-up announced: press it
    // again then, and only then (a slow one pressed again would move the block twice).
    const pickedUp = new RegExp(`^${name} (saisi\\.|en position ${startAt} sur ${total}\\.)$`);
    for (let tries = 0; step === 1 && tries < 3; tries++) {
      const moved = await expect.poll(() => announced.textContent(), { timeout: 5_000 }).toBe(expected).then(() => true, () => false);
      if (moved || !pickedUp.test(await announced.textContent())) break;
      await page.keyboard.press('ArrowUp');
    }
    await expect.poll(() => announced.textContent()).toBe(expected);
  }
  await page.keyboard.press('Space');
  await expect.poll(() => announced.textContent()).toBe(`${name} déposé en position ${startAt - ups} sur ${total}.`);
}

describe('theme editor', () => {
  it('edits a theme with the keyboard, and a visitor sees it at / in both languages', async () => {
    const password = 'editeur-de-themes-2026';
    const admin = await lp.newUser({ role: 'admin', password });
    // Not first: the test moves it to the top (an earlier run may have left it there).
    const slugs: string[] = (await lp.api('/api/admin-landing-themes', { token: admin.token })).body.map((t: { slug: string }) => t.slug);
    const others = slugs.filter((slug) => slug !== 'bijoutiers');
    expect((await lp.api('/api/admin-landing-themes/reorder', { token: admin.token, body: { slugs: [others[0], 'bijoutiers', ...others.slice(1)] } })).status).toBe(200);
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, admin.user.email, password);
    await page.locator('[data-hydrated="true"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const bijoux = 'Créateurs de bijoux : de l’admiration aux ventes';
    const row = page.locator('[data-theme="bijoutiers"]');
    await row.getByRole('button', { name: `Modifier ${bijoux}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: bijoux }).waitFor();

    // A block switched off (Space on the switch).
    await page.getByRole('switch', { name: 'Afficher le bloc Aujourd’hui' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => status(page).textContent()).toBe(`Blocs de « ${bijoux} » enregistrés, page régénérée.`);

    // A block moved up by keyboard drag and drop: handle, Space, ArrowUp × 3, Space.
    await keyboardMove(page, 'Déplacer le bloc Appel à candidater', 'Appel à candidater', 3, 7, 7);
    await expect.poll(async () => (await page.locator('.block-list [data-block]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-block'))))).toEqual([
      'block-titre', 'block-photo', 'block-aujourdhui', 'block-cta', 'block-cequecachange', 'block-temoignages', 'block-formules',
    ]);
    await expect.poll(() => status(page).textContent()).toBe(`Blocs de « ${bijoux} » enregistrés, page régénérée.`);

    // The theme moved to the top of the list the same way. Its start comes from the list as shown:
    // API tests running beside this one on the same database reorder the themes too.
    const order = await page.locator('[data-theme]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-theme')));
    const startAt = order.indexOf('bijoutiers') + 1;
    expect(startAt).toBeGreaterThan(1);
    await keyboardMove(page, `Déplacer le thème ${bijoux}`, bijoux, startAt - 1, order.length, startAt);
    await expect.poll(() => status(page).textContent()).toBe('Ordre des thèmes enregistré.');
    expect((await lp.api('/api/admin-landing-themes', { token: admin.token })).body.map((t: { slug: string }) => t.slug)[0]).toBe('bijoutiers');

    // An image uploaded, with a progress bar while it goes.
    await page.evaluate(() => {
      (window as unknown as { sawProgress: boolean }).sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('progress')) (window as unknown as { sawProgress: boolean }).sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const image = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1d5e5a' } }).png().toBuffer();
    const picker = page.getByLabel('Choisir une image (JPEG, PNG, WebP…, 15 Mo au plus)');
    // Words first: a file chosen before the photo is described in both languages is not sent.
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin-landing-upload')) uploads++;
    });
    await page.getByLabel('Ce que montre la photo (français)').fill('Un établi de bijoutier, pinces et bagues');
    await picker.setInputFiles({ name: 'atelier.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('alert').filter({ hasText: 'Décrivez d’abord la photo dans les deux langues.' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('alt-en-bijoutiers');
    expect(uploads).toBe(0);
    await page.getByLabel('Ce que montre la photo (anglais)').fill('A jeweller’s bench with pliers and rings');
    await picker.setInputFiles({ name: 'atelier.png', mimeType: 'image/png', buffer: image });
    await expect.poll(() => status(page).textContent()).toBe(`Image de « ${bijoux} » enregistrée, page régénérée.`);
    expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);
    expect(uploads).toBe(1);
    await page.getByText('Ce qu’elle montre\u00a0: «\u00a0Un établi de bijoutier, pinces et bagues\u00a0»').waitFor();
    expect(await page.getByLabel('Ce que montre la photo (français)').inputValue()).toBe('');
    const uploaded = (await lp.api('/api/admin-landing-themes', { token: admin.token })).body.find((t: { slug: string }) => t.slug === 'bijoutiers').image_url as string;
    expect(uploaded).toMatch(/^\/landing-assets\/[a-f0-9]{32}\.webp$/);

    // Made main (Space on its switch); the preview shows the baked page, in English too.
    await row.getByRole('switch', { name: 'Page d’accueil' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => status(page).textContent()).toBe(`« ${bijoux} » s’affiche désormais à l’accueil.`);
    await page.getByRole('button', { name: 'Anglais' }).click();
    const preview = page.frameLocator('iframe.theme-preview');
    await preview.getByRole('heading', { level: 1, name: 'Jewellery people notice, a business they do not see yet' }).waitFor();
    expect(await preview.locator('img.lp-photo').getAttribute('src')).toBe(uploaded);
    expect(await preview.locator('img.lp-photo').getAttribute('alt')).toBe('A jeweller’s bench with pliers and rings');
    expect(await seriousViolations(page)).toEqual([]);

    // Unticking "Actif" on the main theme asks first and says what / will show.
    // Cancel (the focused, safe choice; Escape too) sends nothing and leaves the switch on.
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin-landing-themes/bijoutiers') && r.method() === 'PUT') requests++;
    });
    const dialog = page.getByRole('dialog', { name: 'Retirer la page d’accueil ?' });
    await row.getByRole('switch', { name: 'Actif' }).click();
    await dialog.waitFor();
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced((await dialog.textContent())!)).toContain(spaced(`« ${bijoux} » est la page affichée à l’accueil. Si vous le désactivez, sa page répondra 404 et les visiteurs de / et /en/ verront aussitôt`));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Annuler');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.getByRole('switch', { name: 'Actif' }).isChecked()).toBe(true);
    // Unticking "Page d'accueil" on it would empty / as well: the same question, cancelled by its button.
    await row.getByRole('switch', { name: 'Page d’accueil' }).click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('S’il ne l’est plus, les visiteurs de / et /en/ verront aussitôt');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.getByRole('switch', { name: 'Page d’accueil' }).isChecked()).toBe(true);
    expect(requests).toBe(0);
    expect((await lp.api('/api/admin-landing-themes', { token: admin.token })).body.find((t: { slug: string }) => t.slug === 'bijoutiers')).toMatchObject({ actif: true, est_accueil: true });

    // Confirmed, the change is sent. A failure is shown, not swallowed: the server refuses a theme it cannot bake.
    await page.route('**/api/admin-landing-themes/bijoutiers', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { code: 'landing_bake_failed', message: 'La page n’a pas pu être générée : rien n’a été modifié.' } }) }));
    await row.getByRole('switch', { name: 'Actif' }).click();
    await dialog.getByRole('button', { name: 'Désactiver quand même' }).click();
    await expect.poll(() => status(page).textContent()).toBe('L’enregistrement a échoué : La page n’a pas pu être générée : rien n’a été modifié.');
    expect(await row.getByRole('switch', { name: 'Actif' }).isChecked()).toBe(true);
    await page.unroute('**/api/admin-landing-themes/bijoutiers');
    await context.close();

    // The visitor, signed out.
    const visitor = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const home = await visitor.newPage();
    for (const [path, h1] of [['/', 'Des bijoux qu’on remarque, une activité qu’on ne voit pas encore'], ['/en/', 'Jewellery people notice, a business they do not see yet']] as const) {
      const response = await home.goto(`${lp.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await home.getByRole('heading', { level: 1, name: h1 }).waitFor();
      expect(await home.locator('#block-aujourdhui').isVisible()).toBe(false);
      expect(await home.locator('img.lp-photo').getAttribute('src')).toBe(uploaded);
      expect(await home.locator('img.lp-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const [cta, changes] = await Promise.all(['#block-cta', '#block-cequecachange'].map((id) => home.locator(id).evaluate((el) => el.getBoundingClientRect().top)));
      expect(cta!).toBeLessThan(changes!);
      expect(await seriousViolations(home)).toEqual([]);
    }
    await visitor.close();
  });

  it('the ↑/↓ buttons reach the WCAG 2.2 target size (axe target-size clean) at phone and desktop widths', async () => {
    const password = 'editeur-cibles-2026';
    const admin = await lp.newUser({ role: 'admin', password });
    for (const width of [390, 1366]) {
      const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR', viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signIn(page, admin.user.email, password);
      await page.locator('[data-hydrated="true"]').waitFor();
      // Axe reported target-size ×10 on these buttons (24×24 CSS px at least, SC 2.5.8).
      expect((await wcagViolations(page)).filter((v) => v.startsWith('target-size')), `${width}px`).toEqual([]);
      const boxes = await page.getByRole('button', { name: /^(Monter|Descendre) / }).evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => [r.width, r.height]));
      expect(boxes.length).toBeGreaterThanOrEqual(10); // the themes' and the selected theme's blocks'
      for (const [w, h] of boxes) {
        expect(w, `${width}px`).toBeGreaterThanOrEqual(24);
        expect(h, `${width}px`).toBeGreaterThanOrEqual(24);
      }
      // Nothing wider than the window, in either language (the main theme's long badge once was).
      for (const path of ['/admin/themes', '/en/admin/themes']) {
        await page.goto(`${lp.baseUrl}${path}`);
        await page.locator('[data-hydrated="true"]').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  });

  it('a visitor finds no serious accessibility problem on any landing, in either language', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    for (const slug of ['ceramistes', 'bijoutiers', 'maroquiniers', 'salon-createurs']) {
      for (const prefix of ['', '/en']) {
        const response = await page.goto(`${lp.baseUrl}${prefix}/landing/${slug}`);
        expect(response?.status()).toBe(200);
        expect(await seriousViolations(page), `${prefix}/landing/${slug}`).toEqual([]);
      }
    }
    await context.close();
  });

  it('signed out → the sign-in page; another role → a 403 page', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
    const page = await context.newPage();
    await page.goto(`${lp.baseUrl}/en/admin/themes`);
    expect(page.url()).toBe(`${lp.baseUrl}/en/connexion?next=%2Fadmin%2Fthemes`);
    const member = await lp.newUser({ role: 'responsable' });
    await context.addCookies([{ name: 'session', value: member.token, url: lp.baseUrl }]);
    const response = await page.goto(`${lp.baseUrl}/admin/themes`);
    expect(response?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'Accès réservé' }).waitFor();
    await context.close();
  });
});
