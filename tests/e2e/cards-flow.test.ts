import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api, baseUrl, newUser } from '../support/api.ts';
import { FIELD_TYPES, fillAllFields, loadCatalogue, seriousViolations, typesOf, type CardInfo } from '../support/card-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(pageUrl(path));
  await page.locator('[data-hydrated="true"]').first().waitFor();
}

const hasToggle = (card: CardInfo) => card.fields.some((f) => f.show_if && f.show_if.equals === true && card.fields.find((p) => p.key === f.show_if!.field)?.type === 'boolean');

/**
 * A card with every field type and a show_if toggle (the catalogue must have one), and a second
 * card of the same domain so that finishing both crosses the level-2 threshold (30 XP).
 */
function pickCards(catalogue: CardInfo[]): [CardInfo, CardInfo] {
  const withDomain = catalogue.filter((c) => c.domain);
  const full = withDomain.find((c) => FIELD_TYPES.every((t) => typesOf(c).has(t)) && hasToggle(c));
  if (!full) throw new Error('the catalogue has no card with the five field types and a show_if toggle');
  return [full, withDomain.find((c) => c.domain === full.domain && c !== full)!];
}

/** The dashboard row of a domain as `Niveau n | x XP | y XP avant le niveau suivant`. */
async function levelRow(page: Page, domain: string, reload = true): Promise<string> {
  if (reload) await open(page, '/tableau-de-bord');
  const row = page.getByTestId(`level-${domain}`);
  await row.waitFor();
  const parts = await Promise.all(['level', 'xp', 'xp-to-next'].map((id) => row.getByTestId(id).textContent()));
  return parts.join(' | ');
}

describe('cards, actions and levels in a real browser', () => {
  it('takes a card, fills every field type, finishes it, and the dashboard levels follow', async () => {
    const { page, account, context } = await signedInPage(browser);
    const [first, second] = pickCards(await loadCatalogue(account.token));
    const domain = first.domain!;

    expect(await levelRow(page, domain)).toBe('Niveau 1 | 0 XP | 30 XP avant le niveau suivant');

    // Catalogue → card page.
    await open(page, '/catalogue');
    await page.locator(`[data-slug="${first.slug}"] a`).click();
    await page.waitForURL(new RegExp(`/fiches/${first.slug}$`));
    await page.locator('[data-card-id][data-hydrated="true"]').waitFor();

    await page.getByRole('button', { name: 'Prendre cette action' }).click();
    await expect.poll(() => page.getByTestId('action-status').textContent()).toBe('En cours');

    const appeared = await fillAllFields(page, first);
    expect(appeared.length).toBeGreaterThan(0);

    // A checklist item needing a proof is refused by the server; the message shows by the list.
    const proofItem = first.checklist.find((i) => i.requires_proof);
    if (proofItem) {
      await page.locator(`#check-${proofItem.id}`).check();
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.locator('#checklist-error').getByText('justificatif').waitFor();
      await page.locator(`#check-${proofItem.id}`).uncheck();
    }
    const plainItem = first.checklist.find((i) => !i.requires_proof)!;
    await page.getByLabel(plainItem.label).check();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByTestId('form-status').getByText('Enregistré.').waitFor();

    await page.getByRole('button', { name: 'Terminer cette action' }).click();
    await page.getByTestId('form-status').getByText('Action validée').waitFor();
    expect(await page.getByTestId('action-status').textContent()).toBe('Validée');

    // What the page sent is what the API stored.
    const mine = await api('/api/my-actions', { token: account.token });
    const stored = mine.body.find((a: { card_slug: string }) => a.card_slug === first.slug);
    expect(stored.status).toBe('validee');
    expect(stored.checklist[plainItem.id]).toBe(true);
    for (const field of first.fields.filter((f) => f.type === 'color_list')) expect(stored.data[field.key]).toEqual(['#aa3300', '#2255cc']);
    for (const field of first.fields.filter((f) => f.type === 'tags' && !f.show_if)) expect(stored.data[field.key]).toHaveLength(2);
    for (const key of appeared) expect(stored.data).toHaveProperty(key);

    expect(await levelRow(page, domain)).toBe('Niveau 1 | 15 XP | 15 XP avant le niveau suivant');

    // A second card of the same domain reaches 30 XP: level 2, celebrated on the card and the dashboard.
    await open(page, `/fiches/${second.slug}`);
    await fillAllFields(page, second);
    await page.getByRole('button', { name: 'Terminer cette action' }).click();
    await page.getByTestId('card-level-up').getByText('niveau 2').waitFor();
    await open(page, '/tableau-de-bord');
    const banner = page.getByTestId('level-up-banner');
    await banner.getByText('niveau 2').waitFor();
    expect(await levelRow(page, domain, false)).toBe('Niveau 2 | 30 XP | 45 XP avant le niveau suivant');
    await banner.getByRole('button', { name: 'Fermer le message' }).click();
    await expect.poll(() => banner.count()).toBe(0);

    // The actions page lists both, the catalogue filters on status.
    await open(page, '/mes-actions');
    for (const card of [first, second]) {
      await page.locator(`tr[data-slug="${card.slug}"]`).getByText('Validée').waitFor();
    }
    await open(page, '/catalogue');
    await page.getByLabel('Statut').selectOption('validee');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect.poll(() => page.getByTestId('card-count').textContent()).toBe('2 fiches');
    expect(page.url()).toContain('status=validee');
    await context.close();
  });

  it('has no serious or critical axe violations on the dashboard, catalogue, card and actions pages', async () => {
    const { page, account, context } = await signedInPage(browser);
    const [card] = pickCards(await loadCatalogue(account.token));
    expect((await api('/api/my-actions', { token: account.token, body: { card_id: card.id } })).status).toBe(201);
    for (const path of ['/tableau-de-bord', '/catalogue', `/fiches/${card.slug}`, '/mes-actions', '/en/tableau-de-bord']) {
      await open(page, path);
      if (path.startsWith('/fiches/')) await page.locator('#impact').waitFor();
      if (path === '/mes-actions') await page.locator('table').waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('can be done with the keyboard only on the card page', async () => {
    const { page, account, context } = await signedInPage(browser);
    const catalogue = await loadCatalogue(account.token);
    // A card whose only required answer is one free text field.
    const card = catalogue.find((c) => {
      const required = c.fields.filter((f) => f.required);
      return required.length === 1 && required[0]!.type === 'text' && !required[0]!.options && !required[0]!.show_if;
    })!;
    const field = card.fields.find((f) => f.required)!;
    await open(page, `/fiches/${card.slug}`);
    await page.locator('[data-card-id][data-hydrated="true"]').waitFor();

    const tabTo = async (predicate: string): Promise<void> => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(predicate)) return;
      }
      throw new Error(`never reached ${predicate} with Tab`);
    };
    await tabTo(`document.activeElement?.id === 'field-${field.key}'`);
    await page.keyboard.type('Une bio écrite au clavier');
    await tabTo(`document.activeElement?.textContent === 'Terminer cette action'`);
    // The focused element is visibly outlined.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByTestId('form-status').getByText('Action validée').waitFor();
    const mine = await api('/api/my-actions', { token: account.token });
    expect(mine.body.find((a: { card_slug: string }) => a.card_slug === card.slug).data[field.key]).toBe('Une bio écrite au clavier');
    await context.close();
  });

  it('filters the catalogue without JavaScript (plain GET form rendered by the server)', async () => {
    const account = await newUser({ role: 'client_premium' });
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'session', value: account.token, url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(pageUrl('/catalogue'));
    const all = (await api<{ slug: string; domain: string | null }[]>('/api/cards', { token: account.token })).body;
    expect(await page.locator('.card-tile').count()).toBe(all.length);
    await page.getByLabel('Domaine').selectOption('none');
    await Promise.all([page.waitForURL(/domain=none/), page.getByRole('button', { name: 'Filtrer' }).click()]);
    const none = (await api<{ slug: string }[]>('/api/cards?domain=none', { token: account.token })).body;
    expect(none.length).toBeGreaterThan(0);
    expect(await page.locator('.card-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-slug')))).toEqual(none.map((c) => c.slug));
    expect(await page.getByLabel('Domaine').inputValue()).toBe('none');
    await context.close();
  });

  it('edits tags and colours from the keyboard: Enter, comma, Backspace, remove buttons', async () => {
    const { page, account, context } = await signedInPage(browser);
    const catalogue = await loadCatalogue(account.token);
    const card = catalogue.find((c) => c.fields.some((f) => f.type === 'tags' && !f.show_if) && c.fields.some((f) => f.type === 'color_list' && !f.show_if))!;
    const tags = card.fields.find((f) => f.type === 'tags' && !f.show_if)!;
    const colours = card.fields.find((f) => f.type === 'color_list' && !f.show_if)!;
    const words = tags.options?.length ? tags.options.slice(0, 3) : ['lin', 'laine', 'cuir'];
    await open(page, `/fiches/${card.slug}`);

    const tagList = page.getByTestId(`field-${tags.key}-tags`);
    await page.locator(`#field-${tags.key}`).focus();
    await page.keyboard.type(words[0]!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`${words[1]},${words[2]}`); // the comma adds the word typed before it
    await page.keyboard.press('Enter');
    await expect.poll(() => tagList.locator('li span:not([aria-hidden])').allTextContents()).toEqual(words);
    await page.keyboard.press('Backspace'); // empty input: removes the last tag
    await expect.poll(() => tagList.locator('li').count()).toBe(2);
    await tagList.getByRole('button', { name: new RegExp(`(Retirer|Remove).*${words[0]}`) }).press('Enter');
    await expect.poll(() => tagList.locator('li span:not([aria-hidden])').allTextContents()).toEqual([words[1]]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`field-${tags.key}`);

    const hex = page.locator(`#field-${colours.key}-hex`);
    await hex.fill('#12AB34');
    await hex.press('Enter');
    await hex.fill('nope');
    await hex.press('Enter');
    await page.locator(`[data-field="${colours.key}"] .field-error`).waitFor();
    const swatches = page.getByTestId(`field-${colours.key}-swatches`);
    expect(await swatches.locator('code').allTextContents()).toEqual(['#12ab34']);
    await swatches.getByRole('button', { name: /#12ab34/ }).press('Enter');
    await expect.poll(() => swatches.locator('code').count()).toBe(0);
    await context.close();
  });
});
