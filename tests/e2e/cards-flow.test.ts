import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage, clientAddressHeaders } from '../support/browser.ts';
import { api, baseUrl, newUser } from '../support/api.ts';
import { FIELD_TYPES, fillAllFields, isChips, loadCatalogue, optionOf, seriousViolations, typesOf, wcagViolations, type CardInfo, type Field } from '../support/card-form.ts';
import { open } from '../support/pages.ts';

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hasToggle = (card: CardInfo) => card.fields.some((f) => f.show_if && f.show_if.equals === true && card.fields.find((p) => p.key === f.show_if!.field)?.type === 'boolean');
const noProof = (card: CardInfo) => card.checklist.length > 0 && card.checklist.every((i) => !i.requires_proof);

/** Two cards of one domain that can be finished now (no proof step): 30 XP, level 2. */
function finishablePair(catalogue: CardInfo[]): [CardInfo, CardInfo] {
  for (const card of catalogue.filter((c) => c.domain && noProof(c))) {
    const other = catalogue.find((c) => c !== card && c.domain === card.domain && noProof(c));
    if (other) return [card, other];
  }
  throw new Error('the catalogue needs two cards of one domain without proof steps');
}

/** Gives every required answer shown and ticks every step, as a person would. */
async function completeCard(page: Page, card: CardInfo): Promise<void> {
  for (const field of card.fields.filter((f: Field) => f.required && !f.show_if)) {
    const box = page.locator(`[data-field="${field.key}"]`);
    if (isChips(field)) await box.locator('label.chip').first().click();
    else if (field.type === 'text') await page.locator(`#field-${field.key}`).fill(`Réponse ${field.key}`);
    else if (field.type === 'number') await page.locator(`#field-${field.key}`).fill(String(field.min ?? 4));
    else if (field.type === 'color_list') {
      await box.locator(`#field-${field.key}-hex`).fill('#aa3300');
      await box.getByRole('button', { name: /Ajouter la couleur|Add the colour/ }).click();
    } else if (field.type === 'tags') {
      await page.locator(`#field-${field.key}`).fill('salon');
      await page.keyboard.press('Enter');
    }
  }
  for (const item of card.checklist) await page.locator(`#check-${item.id}`).check();
}

/** The dashboard row of a domain on the home page as `Niveau n | Name | x / y XP`. */
async function levelRow(page: Page, domain: string): Promise<string> {
  const row = page.getByTestId(`level-${domain}`);
  await row.waitFor();
  const meter = row.getByTestId('level-meter');
  return [await row.getByTestId('level').textContent(), await row.getByTestId('level-name').textContent(), `${await meter.getAttribute('aria-valuenow')} / ${await meter.getAttribute('aria-valuemax')} XP`].join(' | ');
}

describe('cards, actions and levels in a real browser', () => {
  it('fills every field type; the panel counts progress, a proof step explains itself, "Terminer" waits', async () => {
    const { page, account, context } = await signedInPage(browser);
    const catalogue = await loadCatalogue(account.token);
    const card = catalogue.find((c) => c.domain && FIELD_TYPES.every((t) => typesOf(c).has(t)) && hasToggle(c) && c.checklist.some((i) => i.requires_proof));
    if (!card) throw new Error('the catalogue has no card with the five field types, a show_if toggle and a proof step');

    // Catalogue → card page: the whole tile is the link.
    await open(page, '/catalogue');
    const tile = page.locator(`[data-slug="${card.slug}"]`);
    await tile.getByText('+15\u00a0XP').waitFor();
    await tile.scrollIntoViewIfNeeded();
    const box = (await tile.boundingBox())!;
    await page.mouse.click(box.x + box.width - 12, box.y + box.height - 12); // a corner, far from the title
    await page.waitForURL(new RegExp(`/fiches/${card.slug}$`));
    await page.locator('[data-card-id][data-hydrated="true"]').waitFor();

    const panel = page.getByTestId('action-panel');
    await panel.getByRole('button', { name: 'Commencer cette action' }).click();
    await expect.poll(() => panel.getByTestId('action-status').textContent()).toBe('En cours');

    const appeared = await fillAllFields(page, card);
    expect(appeared.length).toBeGreaterThan(0);
    // Changes save themselves once the action is taken.
    await panel.getByText(/Enregistré à \d\d:\d\d/).waitFor();

    // The proof step cannot be ticked, and says why; the others can.
    const proof = card.checklist.find((i) => i.requires_proof)!;
    await expect.poll(() => page.locator(`#check-${proof.id}`).isDisabled()).toBe(true);
    expect(await page.locator(`#check-${proof.id}-proof`).textContent()).toContain('justificatif');
    // A step that waits some days after the start cannot be ticked on day one either.
    const tickable = (item: (typeof card.checklist)[number]) => !item.requires_proof && !item.after_days;
    for (const item of card.checklist.filter((i) => i.after_days)) await expect.poll(() => page.locator(`#check-${item.id}`).isDisabled()).toBe(true);
    for (const item of card.checklist.filter(tickable)) await page.getByLabel(item.label).check();
    const done = card.checklist.filter(tickable).length;
    await expect.poll(() => page.getByTestId('checklist').locator('.step-count').textContent()).toBe(`${done}/${card.checklist.length}`);
    await expect.poll(() => panel.getByTestId('panel-progress').textContent()).toContain(`${done}/${card.checklist.length}`);
    // Not every step is ticked: no "Terminer", and the panel says what is missing.
    expect(await page.getByTestId('finish').count()).toBe(0);
    await panel.getByRole('button', { name: new RegExp(`joindre un justificatif pour «\\s${proof.label}`) }).waitFor();
    await panel.getByText(/Enregistré à/).waitFor();

    // What the page sent is what the API stored (chips store option values, never labels).
    const stored = (await api('/api/my-actions', { token: account.token })).body.find((a: { card_slug: string }) => a.card_slug === card.slug);
    expect(stored.status).toBe('en_cours');
    for (const item of card.checklist) expect(stored.checklist[item.id] === true).toBe(tickable(item));
    for (const field of card.fields.filter((f) => f.type === 'color_list')) expect(stored.data[field.key]).toEqual(['#aa3300', '#2255cc']);
    for (const field of card.fields.filter((f) => isChips(f) && !f.show_if)) {
      const values = field.options!.map((o) => optionOf(o).value);
      for (const value of [stored.data[field.key]].flat()) expect(values).toContain(value);
    }
    for (const key of appeared) expect(stored.data).toHaveProperty(key);
    await context.close();
  });

  it('finishes two cards of a domain: "+15 XP" and no button, then the level-up moment, and a bar that is no reset', async () => {
    const { page, account, context } = await signedInPage(browser);
    const [first, second] = finishablePair(await loadCatalogue(account.token));
    const domain = first.domain!;
    expect(await levelRow(page, domain)).toBe('Niveau 1 | Premiers pas | 0 / 30 XP');

    await open(page, `/fiches/${first.slug}`);
    const panel = page.getByTestId('action-panel');
    await panel.getByText('+15\u00a0XP en').waitFor();
    await panel.getByRole('button', { name: 'Commencer cette action' }).click();
    await completeCard(page, first);
    await panel.getByText('Tout est prêt').waitFor();
    await page.getByTestId('finish').click();
    await panel.getByTestId('xp-earned').getByText('+15\u00a0XP gagnés').waitFor();
    expect(await page.getByTestId('finish').count()).toBe(0);
    expect(await panel.getByTestId('action-status').textContent()).toBe('Terminée');
    await open(page, '/mes-actions');
    expect(await levelRow(page, domain)).toBe('Niveau 1 | Premiers pas | 15 / 30 XP');

    // The second card reaches 30 XP: level 2 is a moment on the card, then on the home page.
    await open(page, `/fiches/${second.slug}`);
    await panel.getByRole('button', { name: 'Commencer cette action' }).click();
    await completeCard(page, second);
    // As for the first card: the last answer saved before "Terminer" (a busy machine may lag).
    await panel.getByText('Tout est prêt').waitFor();
    await page.getByTestId('finish').click();
    const moment = page.getByTestId('card-level-up');
    await moment.getByText(/Vous passez au niveau 2 en .+\u00a0: Apprentissage\./).waitFor();
    await moment.getByText('Encore 45\u00a0XP pour le niveau 3').waitFor();
    // The bar agrees with "Encore 45 XP": 30 of 75 XP (40 %), not full; the badge's number is
    // white on the domain colour (≥ 4.5:1), not brown on it.
    await expect.poll(() => moment.locator('.meter-fill').evaluate((e) => (e as HTMLElement).style.width)).toBe('40%');
    const badge = await moment.locator('.level-up-badge').evaluate((e) => {
      const style = getComputedStyle(e);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(contrast(badge.color, badge.background)).toBeGreaterThanOrEqual(4.5);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('card-level-up');

    await open(page, '/mes-actions');
    const banner = page.getByTestId('level-up-banner');
    await banner.getByText('Nouveau niveau\u202f!').waitFor();
    // Just after the level-up the bar keeps its 30 XP (40 %), with the new level reached.
    expect(await levelRow(page, domain)).toBe('Niveau 2 | Apprentissage | 30 / 75 XP');
    const row = page.getByTestId(`level-${domain}`);
    await row.getByText('Niveau 2 atteint\u202f!').waitFor();
    await expect.poll(() => row.locator('.meter-fill').evaluate((e) => (e as HTMLElement).style.width)).toBe('40%');
    await banner.getByRole('button', { name: 'Fermer le message' }).click();
    await expect.poll(() => banner.count()).toBe(0);

    // The actions are listed on the home page; the catalogue filters on status at once.
    for (const card of [first, second]) await page.locator(`tr[data-slug="${card.slug}"]`).getByText('Terminée').waitFor();
    await open(page, '/catalogue');
    await page.locator('label.chip', { hasText: 'Terminée' }).click();
    await expect.poll(() => page.getByTestId('card-count').textContent()).toBe('2 fiches');
    expect(page.url()).toContain('status=validee');
    await page.getByRole('link', { name: 'Tout afficher' }).click();
    await expect.poll(() => page.url()).not.toContain('status=');
    await context.close();
  });

  it('says that a card without a domain gives no XP', async () => {
    const { page, account, context } = await signedInPage(browser, { lang: 'en' });
    const card = (await loadCatalogue(account.token)).find((c) => !c.domain)!;
    await open(page, `/en/fiches/${card.slug}`);
    await page.getByTestId('action-panel').getByTestId('no-xp').getByText('This card has no domain: it gives no XP.').waitFor();
    await open(page, '/en/catalogue');
    await page.locator(`[data-slug="${card.slug}"]`).getByText('No XP').waitFor();
    await context.close();
  });

  it('has no axe violations (all rules: none serious; WCAG 2.2 AA rules: none at all) on the artisan pages', async () => {
    const { page, account, context } = await signedInPage(browser);
    const catalogue = await loadCatalogue(account.token);
    const card = catalogue.find((c) => c.questions.length > 1)!;
    expect((await api('/api/my-actions', { token: account.token, body: { card_id: card.id } })).status).toBe(201);
    const parcours = (await api('/api/parcours', { token: account.token })).body[0].id;
    for (const path of ['/mes-actions', '/catalogue', `/fiches/${card.slug}`, '/mes-parcours', `/mes-parcours/${parcours}`, '/en/mes-actions', `/en/fiches/${card.slug}`]) {
      await open(page, path);
      if (path.includes('/fiches/')) await page.locator('.reading-form').waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await wcagViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('can be done with the keyboard only on the card page', async () => {
    const { page, account, context } = await signedInPage(browser);
    const catalogue = await loadCatalogue(account.token);
    // A card whose only required answer is one free text field, and no proof step.
    const card = catalogue.find((c) => {
      const required = c.fields.filter((f) => f.required);
      return noProof(c) && required.length === 1 && required[0]!.type === 'text' && !required[0]!.options && !required[0]!.show_if;
    })!;
    const field = card.fields.find((f) => f.required)!;
    await open(page, `/fiches/${card.slug}`);

    const tabTo = async (predicate: string): Promise<void> => {
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(predicate)) return;
      }
      throw new Error(`never reached ${predicate} with Tab`);
    };
    await tabTo(`document.activeElement?.id === 'field-${field.key}'`);
    await page.keyboard.type('Une bio écrite au clavier');
    for (const item of card.checklist) {
      await tabTo(`document.activeElement?.id === 'check-${item.id}'`);
      await page.keyboard.press('Space');
    }
    // Not taken yet: saving takes it; then "Terminer" is offered.
    await tabTo(`document.activeElement?.textContent === 'Enregistrer'`);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByTestId('finish').waitFor();
    await tabTo(`document.activeElement?.textContent === 'Terminer cette action'`);
    await page.keyboard.press('Enter');
    await page.getByTestId('form-status').getByText('Action terminée').waitFor();
    const mine = await api('/api/my-actions', { token: account.token });
    const stored = mine.body.find((a: { card_slug: string }) => a.card_slug === card.slug);
    expect(stored.data[field.key]).toBe('Une bio écrite au clavier');
    expect(stored.status).toBe('validee');
    await context.close();
  });

  it('filters the catalogue without JavaScript (plain GET form rendered by the server)', async () => {
    const account = await newUser({ role: 'client_premium' });
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), javaScriptEnabled: false });
    await context.addCookies([{ name: 'session', value: account.token, url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(pageUrl('/catalogue'));
    const all = (await api<{ slug: string; domain: string | null }[]>('/api/cards', { token: account.token })).body;
    expect(await page.locator('.card-tile').count()).toBe(all.length);
    await page.locator('label.chip', { hasText: 'Sans domaine' }).click();
    await Promise.all([page.waitForURL(/domain=none/), page.getByRole('button', { name: 'Filtrer' }).click()]);
    const none = (await api<{ slug: string }[]>('/api/cards?domain=none', { token: account.token })).body;
    expect(none.length).toBeGreaterThan(0);
    expect(await page.locator('.card-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-slug')))).toEqual(none.map((c) => c.slug));
    expect(await page.locator('input[name="domain"][value="none"]').isChecked()).toBe(true);
    await context.close();
  });

  it('edits free tags and colours from the keyboard, and closed sets as chips', async () => {
    const { page, account, context } = await signedInPage(browser);
    const catalogue = await loadCatalogue(account.token);
    const card = catalogue.find((c) => c.fields.some((f) => f.type === 'tags' && !f.options && !f.show_if) && c.fields.some((f) => f.type === 'color_list' && !f.show_if))!;
    const tags = card.fields.find((f) => f.type === 'tags' && !f.options && !f.show_if)!;
    const colours = card.fields.find((f) => f.type === 'color_list' && !f.show_if)!;
    const words = ['lin', 'laine', 'cuir'];
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
    await tagList.getByRole('button', { name: new RegExp(`Retirer.*${words[0]}`) }).press('Enter');
    await expect.poll(() => tagList.locator('li span:not([aria-hidden])').allTextContents()).toEqual([words[1]]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`field-${tags.key}`);

    const hex = page.locator(`#field-${colours.key}-hex`);
    await hex.fill('#12AB34');
    await hex.press('Enter');
    await hex.fill('nope');
    await hex.press('Enter');
    await page.locator(`[data-field="${colours.key}"] .field-error`).getByText('#RRGGBB').waitFor();
    const swatches = page.getByTestId(`field-${colours.key}-swatches`);
    expect(await swatches.locator('code').allTextContents()).toEqual(['#12ab34']);
    await swatches.getByRole('button', { name: /#12ab34/ }).press('Enter');
    await expect.poll(() => swatches.locator('code').count()).toBe(0);

    // A closed set of days is chips with labels in the page's language, never free text.
    const closed = catalogue.flatMap((c) => c.fields.map((f) => ({ c, f }))).find(({ f }) => f.type === 'tags' && f.options && !f.show_if)!;
    await open(page, `/en/fiches/${closed.c.slug}`);
    const chips = page.locator(`[data-field="${closed.f.key}"] label.chip`);
    expect(await chips.count()).toBe(closed.f.options!.length);
    const englishLabels = (await api(`/api/cards/${closed.c.slug}`, { token: account.token, headers: { 'x-atelier-lang': 'en' } })).body.guide.renseignements.fields.find((f: Field) => f.key === closed.f.key).options.map((o: { label: string }) => o.label);
    expect(await chips.allTextContents()).toEqual(englishLabels);
    await chips.nth(1).press('Space');
    await expect.poll(() => chips.nth(1).locator('input').isChecked()).toBe(true);
    expect(await page.locator(`[data-field="${closed.f.key}"] input[type="text"]`).count()).toBe(0);
    await context.close();
  });
});
