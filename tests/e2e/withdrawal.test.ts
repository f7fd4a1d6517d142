/**
 * The consumer's withdrawal right in a real browser on a phone's width (decision 058): step 4 asks
 * a person when the support starts, with neither answer chosen; « Attendre » is sent as no consent;
 * the paid member waits (« Votre accompagnement commence le … ») and withdraws from /mon-compte
 * through a confirm step; the refund is issued and access ends. Screenshots of the form, the
 * account section and the model form page at 390 and 1280 px in both languages go to
 * $SCREENSHOT_DIR when set (for a person to look at).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, clientAddressHeaders } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seriousViolations } from '../support/card-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shots = process.env.SCREENSHOT_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

describe('a consumer’s withdrawal right', () => {
  it('is asked at step 4 without a preselected answer, then used from the account page at 390 px', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(pageUrl('/candidature'));
    await page.locator('.application[data-hydrated="true"]').waitFor();
    await page.locator('#first_name').fill('Lise');
    await page.locator('#last_name').fill('Martin');
    await page.locator('#email').fill(`lise-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.locator('#brand').fill('Lise Tissages');
    await page.locator('#trade').fill('Tisserande');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: /Étape 2 sur 4/ }).waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Gamme de tarifs').check();
    await page.locator('#monthly_revenue').fill('1500');
    await page.locator('#objective').fill('Vendre en boutique.');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: /Étape 4 sur 4/ }).waitFor();
    await page.getByLabel(/Essentiel/).check();
    await page.getByLabel(/Adresse \(numéro et voie\)/).fill('3 rue des Canuts');
    await page.getByLabel(/Code postal/).fill('69004');
    await page.getByLabel(/^Ville/).fill('Lyon');
    await page.locator('#accept_cgv').check();
    // Neither answer is chosen for the person: going on without one is refused beside the choice.
    const choice = page.getByTestId('start-choice');
    expect(await choice.locator('input[type="radio"]:checked').count()).toBe(0);
    expect(await choice.locator('legend').innerText()).toBe('Début de l’accompagnement (obligatoire)');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.locator('#early_start_requested-error').textContent()).toBe('Choisissez quand l’accompagnement commence.');
    await shoot(page, 'withdrawal-step4-fr-390');
    expect(await seriousViolations(page), 'step 4 with the start choice').toEqual([]);
    await page.getByLabel(/Attendre la fin des 14/).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    expect(await page.locator('.summary').innerText()).toContain('Après les 14');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/candidatures') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Envoyer ma candidature' }).click(),
    ]);
    expect(request.postDataJSON()).not.toHaveProperty('early_start_requested');
    expect(request.postDataJSON()).not.toHaveProperty('withdrawal_waiver_acknowledged');
    await page.getByText('Candidature envoyée et validée !').waitFor();
    const token = (await context.cookies()).find((c) => c.name === 'session')!.value;
    const mine = (await api('/api/candidatures/me', { token })).body;
    const paid = await api('/api/payment/confirm', { body: { candidature_id: mine.id, payment_reference: `test_e2e_wd_${Date.now()}` }, token });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.access_starts_on).toEqual(expect.any(String));

    // Not a member yet: the workshop says when it opens.
    await page.goto(pageUrl('/mes-actions'));
    expect(await page.getByTestId('waiting-period').innerText()).toMatch(/Votre accompagnement commence le/);

    // The account page: the period's end, a button, a confirm step, then what was recorded.
    await page.goto(pageUrl('/mon-compte'));
    const section = page.getByTestId('withdrawal');
    await section.getByText(/Vous pouvez vous rétracter jusqu’au/).waitFor();
    await page.locator('[data-testid="withdrawal"] button:not([disabled])').first().waitFor();
    await section.getByRole('button', { name: 'Me rétracter' }).click();
    await section.getByText(/Confirmez-vous votre rétractation/).waitFor();
    await shoot(page, 'withdrawal-account-confirm-fr-390');
    expect(await seriousViolations(page), 'account page, withdrawal confirm step').toEqual([]);
    // Saying no changes nothing.
    await section.getByRole('button', { name: 'Non, je reste' }).click();
    expect(await section.getByRole('button', { name: 'Me rétracter' }).isVisible()).toBe(true);
    await section.getByRole('button', { name: 'Me rétracter' }).click();
    await section.getByRole('button', { name: 'Oui, je me rétracte' }).click();
    await section.getByTestId('withdrawal-done').waitFor();
    const me = (await api('/api/me', { token })).body;
    expect(me.role).toBeNull();
    const notes = (await api('/api/credit-notes', { token })).body as { amount_incl_tax_cents: number }[];
    expect(notes.map((n) => n.amount_incl_tax_cents)).toEqual([14_900]);
    await context.close();
  });

  it('shows the model form and the step’s choice at 390 and 1280 px, in French and English', async () => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const [path, lang] of [['/formulaire-de-retractation', 'fr'], ['/en/withdrawal-form', 'en']] as const) {
        const res = await page.goto(pageUrl(path));
        expect(res?.status()).toBe(200);
        const text = await page.getByTestId('withdrawal-form').innerText();
        expect(text).toMatch(lang === 'fr' ? /Je\/nous \(\*\) vous notifie\/notifions \(\*\) par la présente/ : /I\/We \(\*\) hereby give notice/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shoot(page, `withdrawal-form-${lang}-${width}`);
      }
      await context.close();
    }
  });
});
