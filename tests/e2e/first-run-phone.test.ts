/**
 * A first run that keeps its promises (issue 39 item 4), on a 390 px phone in French: the home
 * suggests cards that can be finished in the session (« Chacune se fait en une séance »), and on a
 * card whose last step waits 30 days the bottom bar, which has no « Terminer » yet, says why and when.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signedInPage } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { upload } from '../support/uploads.ts';
import { photo } from '../support/file-fixtures.ts';
import { open } from '../support/pages.ts';
import { opensOn } from '#server/learning/actions/checklist-opening.ts';
import { formatDate } from '#i18n/format.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const SLUG = 'photos-produit-lumiere-naturelle';

describe('a new member on a phone', () => {
  it('is suggested only cards with no step that waits for a later day', async () => {
    const { page, account, context } = await signedInPage(browser);
    await page.setViewportSize(PHONE);
    await open(page, '/mes-actions');
    await page.getByText('Chacune se fait en une séance').waitFor();
    const slugs = await page.locator('[data-testid="starters"] li[data-slug]').evaluateAll((items) => items.map((li) => li.getAttribute('data-slug')!));
    expect(slugs).toHaveLength(3);
    expect(slugs).not.toContain(SLUG);
    for (const slug of slugs) {
      const card = (await api(`/api/cards/${slug}`, { token: account.token })).body;
      expect(card.guide.checklist.filter((i: { after_days?: number }) => i.after_days), slug).toEqual([]);
    }
    await context.close();
  });

  it('reads on the card’s bottom bar why « Terminer » is missing, then the day the last step opens', async () => {
    const { page, account, context } = await signedInPage(browser);
    await page.setViewportSize(PHONE);
    const token = account.token;
    const card = (await api(`/api/cards/${SLUG}`, { token })).body;
    const taken = await api('/api/my-actions', { token, body: { card_id: SLUG } });
    expect(taken.status, taken.text).toBe(201);
    const waits = card.guide.checklist.find((i: { after_days?: number }) => i.after_days);
    const day = formatDate(opensOn(waits, taken.body.created_at, 'Europe/Paris')!, 'fr');

    await open(page, `/fiches/${SLUG}`);
    const bar = page.getByTestId('action-panel');
    const why = bar.getByTestId('finish-why');
    await why.waitFor();
    expect(await why.textContent()).toMatch(new RegExp(`^Pour terminer\u00a0: \\d+ points à compléter, puis une étape possible le ${day}\\.$`));
    expect(await bar.getByTestId('finish').count()).toBe(0);

    // Everything that can be done today, done: only the step of the 30th day is left.
    const proof = await upload({ type: 'action_image', card_id: card.id, checklist_item_id: 'photo_publiee', file: await photo('jpeg', 320, 240), filename: 'bol.jpg' }, { token });
    expect(proof.status, proof.text).toBe(201);
    const data = { style_photo: 'ambiance', fond_utilise: 'Lin écru', a_un_studio: true, orientation_fenetre: 'nord' };
    const saved = await api('/api/my-actions', { method: 'PUT', token, body: { card_id: SLUG, data, checklist: { observer_lumiere: true, serie_test: true, photo_publiee: true } } });
    expect(saved.status, saved.text).toBe(200);
    await open(page, `/fiches/${SLUG}`);
    await why.waitFor();
    expect(await why.textContent()).toBe(`Dernière étape possible le ${day}\u00a0: vous pourrez terminer ce jour-là.`);
    expect(await bar.getByTestId('finish').count()).toBe(0);
    // In view at the bottom of the screen, and the page never scrolls sideways.
    const box = (await why.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
