/**
 * The choice to be named in other artisans' samples, in a real browser (decision 055): asked beside
 * the reading form with an example of her own, changeable on /mon-compte, followed at once by what
 * the other members read; a money metric shows the percent only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api, newUser, type TestUser } from '../support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CARD = 'calcul-prix-de-revient';
const daysAgo = (n: number): string => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function turnover(who: TestUser, before: number, after: number): Promise<void> {
  const readings = [{ metric: 'ventes_mois', value: before, date: daysAgo(40) }, { metric: 'ventes_mois', value: after, date: daysAgo(3) }];
  const res = await api(`/api/impact/${CARD}`, { token: who.token, body: { readings } });
  expect(res.status).toBe(200);
}

/** What Malo reads under « Chiffre d'affaires du mois », after a fresh load of the card page. */
async function samplesSeen(page: Page): Promise<string> {
  await page.goto(pageUrl(`/fiches/${CARD}`));
  const social = page.getByTestId('social-ventes_mois');
  await social.getByText(/Évolution relative moyenne/).waitFor();
  return social.innerText();
}

describe('being named in other artisans’ samples', () => {
  it('asks Léa with her own example; Malo sees her only after her yes, and no longer after her no', async () => {
    const lea = await signedInPage(browser, { first_name: 'Léa' });
    const malo = await signedInPage(browser, { first_name: 'Malo' });
    await turnover(lea.account, 900, 1100);
    for (const [first_name, before, after] of [['Camille', 1800, 2450], ['Hugo', 3200, 3900]] as const) {
      await turnover(await newUser({ role: 'client_premium', first_name }), before, after);
    }
    // Camille, Hugo and Léa have not answered: Malo reads the mean, no one named.
    let seen = await samplesSeen(malo.page);
    expect(seen).not.toMatch(/Léa|Camille|Hugo/);
    expect(seen).not.toMatch(/1\s?100|2\s?450|3\s?900/);

    // Léa, on the card: the question, what is shown and to whom, her own example; nothing preselected.
    await lea.page.goto(pageUrl(`/fiches/${CARD}`));
    const choice = lea.page.getByTestId('sample-consent');
    await choice.getByText(/Apparaître par votre prénom/).waitFor();
    await choice.getByText(/les autres membres verront aussi votre prénom/).waitFor();
    await expect.poll(() => choice.getByTestId('sample-example').innerText()).toMatch(/«\s*Léa\s*:\s*\+22\s*%\s*»/);
    expect(await choice.getByLabel('Oui, montrer mon prénom et mon évolution').isChecked()).toBe(false);
    expect(await choice.getByLabel('Non, ne pas me nommer').isChecked()).toBe(false);
    await choice.getByLabel('Oui, montrer mon prénom et mon évolution').check();
    await choice.getByTestId('sample-consent-status').getByText(/C’est noté/).waitFor();

    // Malo now reads her first name and her percent, never her euros.
    seen = await samplesSeen(malo.page);
    expect(seen).toMatch(/Léa\s*:\s*\+22\s*%/);
    expect(seen).not.toMatch(/Camille|Hugo/);
    expect(seen).not.toMatch(/1\s?100|900\s?€/);
    expect(seen).toMatch(/jamais leurs chiffres/);

    // Léa changes her mind on her account page: Malo no longer sees her, at once.
    await lea.page.goto(pageUrl('/mon-compte'));
    const onAccount = lea.page.locator('#resultats-partages');
    await onAccount.getByRole('heading', { name: 'Vos résultats chez les autres' }).waitFor();
    expect(await onAccount.getByLabel('Oui, montrer mon prénom et mon évolution').isChecked()).toBe(true);
    await onAccount.getByLabel('Non, ne pas me nommer').check();
    await onAccount.getByTestId('sample-consent-status').getByText(/n’apparaissez plus/).waitFor();
    seen = await samplesSeen(malo.page);
    expect(seen).not.toMatch(/Léa/);

    await lea.context.close();
    await malo.context.close();
  });
});
