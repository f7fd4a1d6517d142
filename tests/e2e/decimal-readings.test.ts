/**
 * A percent reading typed on a phone (decision 019): `1,5` on a French page and `1.5` on an
 * English page are 1.5; `1.500` (fr) and `1,234.5` (en) are refused with a message, never sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api } from '../support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CARD = 'revision-tarifs-annuelle';
const METRIC = 'marge';

async function typeReading(page: Page, value: string, button: string): Promise<void> {
  const form = page.locator('.reading-form');
  await form.locator(`#reading-${METRIC}`).fill(value);
  await form.getByRole('button', { name: button }).click();
}

describe('decimal separators in readings', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`reads the ${lang} separator and refuses an ambiguous number (${lang})`, async () => {
      const { page, account, context } = await signedInPage(browser, { lang });
      const fr = lang === 'fr';
      await page.goto(pageUrl(`${fr ? '' : '/en'}/fiches/${CARD}`));
      const form = page.locator('.reading-form');
      await form.waitFor();
      await page.locator('[data-hydrated="true"]').first().waitFor();
      const button = fr ? 'Enregistrer le relevé' : 'Save the reading';

      await typeReading(page, fr ? '1.500' : '1,234.5', button);
      await form.getByText(fr ? /^Nombre ambigu/ : /^Ambiguous number/).waitFor();
      expect(await form.locator(`#reading-${METRIC}`).getAttribute('aria-invalid')).toBe('true');
      const series = async () => (await api(`/api/impact/${CARD}?metric=${METRIC}`, { token: account.token })).body.series.map((p: { value: number }) => p.value);
      expect(await series()).toEqual([]);

      await typeReading(page, fr ? '1,5' : '1.5', button);
      await page.getByTestId('reading-status').getByText(fr ? 'Relevé enregistré' : 'Reading saved').waitFor();
      expect(await series()).toEqual([1.5]);
      await context.close();
    });
  }
});
