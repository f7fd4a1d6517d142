/**
 * The theme editor in Chromium points 4 and 5 (decision 029): an image upload error is
 * said once and in the page's language; the preview is drawn in the page's own fonts even when
 * they arrive late; the history lists each change and restores an earlier state once asked (naming the later changes it undoes)
 * (with the home-page question when it would empty /); the funnel is on the page.
 * On a server of its own (the main page is global state).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, clientAddressHeaders } from '../support/browser.ts';
import { seriousViolations } from '../support/card-form.ts';
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

describe('theme editor: messages, fonts, history', () => {
  it('upload errors are said once and in the page’s language; the history restores an earlier state after saying what it undoes', async () => {
    const password = 'editeur-historique-2026';
    // An English account on the French page: the upload's refusal used to come back in English.
    const admin = await lp.newUser({ role: 'admin', password, lang: 'en' });
    const themes = (await lp.api('/api/admin-landing-themes', { token: admin.token })).body as { slug: string; title: string; est_accueil: boolean }[];
    const target = themes.find((t) => !t.est_accueil && t.slug === 'maroquiniers')!;
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, admin.user.email, password);
    await page.locator('[data-hydrated="true"]').waitFor();
    const row = page.locator(`[data-theme="${target.slug}"]`);
    await row.getByRole('button', { name: `Modifier ${target.title}` }).click();
    await page.getByRole('heading', { level: 2, name: target.title }).waitFor();

    // A change saved: its success is in the status line.
    await page.getByRole('switch', { name: 'Afficher le bloc Photo' }).click();
    await expect.poll(() => status(page).textContent()).toBe(`Blocs de « ${target.title} » enregistrés, page régénérée.`);

    // A file the server refuses: one message, at the field, in French; the status line no longer
    // says "saved" next to it, nor a second "saving failed".
    const picker = page.getByLabel('Choisir une image (JPEG, PNG, WebP…, 15 Mo au plus)');
    await page.getByLabel('Ce que montre la photo (français)').fill('Un atelier de céramique');
    await page.getByLabel('Ce que montre la photo (anglais)').fill('A pottery workshop');
    await picker.setInputFiles({ name: 'pas-une-image.png', mimeType: 'image/png', buffer: Buffer.from('ceci n’est pas une image') });
    const alert = page.getByRole('alert').filter({ hasText: 'Le téléversement a échoué' });
    await alert.waitFor();
    const message = (await alert.textContent())!;
    expect(message).toMatch(/^Le téléversement a échoué : \S/);
    expect(message).not.toMatch(/\b(failed|the|could|invalid|unsupported)\b/i); // French, like the page
    expect(await page.getByText('Le téléversement a échoué').count()).toBe(1);
    expect(await page.getByText('L’enregistrement a échoué').count()).toBe(0);
    expect((await status(page).textContent())!.trim()).toBe('');
    // No answer at all (the connection dropped): said once, as a network failure.
    await page.route('**/api/admin-landing-upload', (route) => route.abort('connectionreset'));
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } }).png().toBuffer();
    await picker.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: image });
    await expect.poll(() => alert.textContent()).toBe('Le téléversement a échoué : Pas de connexion\u00a0: rien n’a été envoyé. Vérifiez votre réseau puis réessayez.');
    expect(await page.getByText('Le téléversement a échoué').count()).toBe(1);
    await page.unroute('**/api/admin-landing-upload');


    // The history: the block change is listed with who; "back to the state before" in one click.
    const historyList = page.getByTestId('theme-history');
    await historyList.getByText('Blocs : masqués : Photo').waitFor();
    expect(await historyList.locator('li[data-history]').first().textContent()).toContain(admin.user.email);
    await historyList.locator('li[data-history]').first().getByRole('button', { name: /^Revenir à l’état d’avant/ }).click();
    // It asks first and says what else it undoes (issue 39): the newest change undoes nothing else.
    const ask = historyList.getByTestId('restore-ask');
    expect(await ask.textContent()).toContain('rien d’autre n’est annulé');
    await ask.getByRole('button', { name: 'Revenir à cet état' }).click();
    await expect.poll(() => status(page).textContent()).toBe(`« ${target.title} » : réglages restaurés, page régénérée.`);
    expect(await page.getByRole('switch', { name: 'Afficher le bloc Photo' }).isChecked()).toBe(true);
    await historyList.getByText('Restauration').waitFor();
    // An older row names the later change its restore would undo too, and can be cancelled.
    await historyList.locator('li[data-history]').nth(1).getByRole('button', { name: /^Revenir à l’état d’avant/ }).click();
    expect(await ask.textContent()).toContain('Cela annule aussi la modification plus récente');
    await ask.getByRole('button', { name: 'Annuler' }).click();
    expect(await ask.count()).toBe(0);
    expect((await lp.api(`/landing/${target.slug}`)).text).not.toContain('#block-photo{display:none}');

    // Made main (elsewhere); restoring the state before that would empty /: the same question first.
    expect((await lp.api(`/api/admin-landing-themes/${target.slug}`, { method: 'PUT', token: admin.token, body: { est_accueil: true } })).status).toBe(200);
    await page.reload();
    await page.locator('[data-hydrated="true"]').waitFor();
    await row.getByRole('button', { name: `Modifier ${target.title}` }).click();
    await historyList.getByText('Page d’accueil : non → oui').waitFor();
    await historyList.locator('li[data-history]').first().getByRole('button', { name: /^Revenir à l’état d’avant/ }).click();
    await ask.getByRole('button', { name: 'Revenir à cet état' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer la page d’accueil ?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('L’état que vous restaurez ne l’y mettait pas');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    expect((await lp.api('/api/admin-landing-themes', { token: admin.token })).body.find((t: { slug: string }) => t.slug === target.slug).est_accueil).toBe(true);
    await historyList.locator('li[data-history]').first().getByRole('button', { name: /^Revenir à l’état d’avant/ }).click();
    await ask.getByRole('button', { name: 'Revenir à cet état' }).click();
    await dialog.getByRole('button', { name: 'Restaurer quand même' }).click();
    await expect.poll(() => status(page).textContent()).toBe(`« ${target.title} » : réglages restaurés, page régénérée.`);
    expect(await row.getByRole('switch', { name: 'Page d’accueil' }).isChecked()).toBe(false);

    // The funnel is on the page, and says what it cannot see.
    await page.getByRole('heading', { level: 2, name: 'Fréquentation et candidatures' }).waitFor();
    expect(await page.getByTestId('funnel-cdn').textContent()).toContain('CDN');
    expect(await page.locator(`[data-funnel="${target.slug}"] svg[role="img"] title`).textContent()).toMatch(/vues par jour du/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the preview is drawn in the page’s own fonts, even when they arrive late', async () => {
    const admin = await lp.newUser({ role: 'admin' });
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: 'session', value: admin.token, url: lp.baseUrl }]);
    const page = await context.newPage();
    // A real network's latency (not localhost's): with the public page's `font-display: optional`,
    // a font later than ~100 ms was skipped and the preview drew Georgia / a system font instead.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 5_000_000, uploadThroughput: 5_000_000 });
    await page.goto(`${lp.baseUrl}/admin/themes`);
    await page.locator('[data-hydrated="true"]').waitFor();
    const preview = page.frameLocator('iframe.theme-preview');
    const h1 = preview.locator('h1');
    await h1.waitFor();
    // The heading's text as drawn (a Range measures the glyphs laid out, whatever the font-display
    // rule decided) against a copy of it in the fallback fonts alone: the same widths = the fallback.
    await expect.poll(() => h1.evaluate(async (el) => {
      await document.fonts.ready;
      const drawn = (node: Element) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Math.round([...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0));
      };
      const copy = el.cloneNode(true) as HTMLElement;
      copy.removeAttribute('id');
      copy.style.fontFamily = "Georgia, 'Times New Roman', serif";
      el.after(copy);
      const widths = [drawn(el), drawn(copy)];
      copy.remove();
      return Math.abs(widths[0]! - widths[1]!) > 2 || `drawn ${widths[0]} px = fallback ${widths[1]} px`;
    }), { timeout: 10_000 }).toBe(true);
    expect(await h1.evaluate(() => document.fonts.check('600 40px Fraunces') && document.fonts.check("400 16px 'Source Sans 3'"))).toBe(true);
    await context.close();
  });
});
