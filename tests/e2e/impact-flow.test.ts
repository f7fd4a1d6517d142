import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';
import { formatDate } from '#i18n/format.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface GuideQuestion {
  metric: string;
  type: string;
  depends_on_metric?: string;
  options?: unknown[];
}

// One "now" for the whole file: a run that crosses midnight must not see two different days.
const NOW = Date.now();
const daysAgo = (n: number): string => new Date(NOW - n * 86_400_000).toISOString().slice(0, 10);
const label = (o: unknown) => (typeof o === 'string' ? o : (o as { label: string }).label);

/** A card with a boolean question, a count that depends on it, and a choice (found through the API). */
async function pickCard(token: string): Promise<{ slug: string; id: string; title: string; flag: string; metric: string; choice: GuideQuestion }> {
  const list = await api<{ slug: string }[]>('/api/cards', { token });
  for (const { slug } of list.body) {
    const card = await api(`/api/cards/${slug}`, { token });
    const questions: GuideQuestion[] = card.body.guide.mesure?.questions ?? [];
    const dependent = questions.find((q) => q.depends_on_metric && q.type === 'integer' && questions.find((p) => p.metric === q.depends_on_metric)?.type === 'boolean');
    const choice = questions.find((q) => q.type === 'choice');
    if (dependent && choice) return { slug, id: card.body.id, title: card.body.title, flag: dependent.depends_on_metric!, metric: dependent.metric, choice };
  }
  throw new Error('no card with a count depending on a yes/no question and a choice question');
}

async function submitReading(page: Page, date: string, flag: string, metric: string, value: string): Promise<void> {
  const form = page.locator('.reading-form');
  await form.getByLabel('Date du relevé').fill(date);
  await form.locator(`#reading-${flag}-true`).check();
  await form.locator(`#reading-${metric}`).fill(value);
  await form.getByRole('button', { name: 'Enregistrer le relevé' }).click();
  await page.getByTestId('reading-status').getByText('Relevé enregistré').waitFor();
  // The form is emptied after a save; wait for that so the next reading starts clean.
  await expect.poll(() => form.locator(`#reading-${metric}`).count()).toBe(0);
}

describe('impact tracking in a real browser', () => {
  it('records, charts, corrects and deletes readings; bounds and dates are checked in the page’s language', async () => {
    const { page, account, context } = await signedInPage(browser);
    const card = await pickCard(account.token);

    // Three other artisans with two readings each: the social proof appears.
    for (const [before, after] of [[10, 15], [20, 22], [8, 6]] as const) {
      const other = await newUser({ role: 'client_premium' });
      const res = await api(`/api/impact/${card.slug}`, {
        token: other.token,
        body: { readings: [{ metric: card.flag, value: true, date: daysAgo(40) }, { metric: card.metric, value: before, date: daysAgo(40) }, { metric: card.metric, value: after, date: daysAgo(5) }] },
      });
      expect(res.status).toBe(200);
    }

    await page.goto(pageUrl(`/fiches/${card.slug}`));
    const form = page.locator('.reading-form');
    await form.waitFor();
    // No reading yet: the first one is asked for, as the starting point.
    await page.getByTestId('first-reading').getByText('Faites votre premier relevé').waitFor();
    expect(await form.getByLabel('Date du relevé').getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The dependent question follows the yes/no answer live.
    expect(await form.locator(`#reading-${card.metric}`).count()).toBe(0);
    await form.locator(`#reading-${card.flag}-true`).check();
    await form.locator(`#reading-${card.metric}`).waitFor();
    await form.locator(`#reading-${card.flag}-false`).check();
    await expect.poll(() => form.locator(`#reading-${card.metric}`).count()).toBe(0);

    // A date in the future and a negative count are refused before sending, in French.
    await form.getByLabel('Date du relevé').fill(daysAgo(-3));
    await form.locator(`#reading-${card.flag}-true`).check();
    await form.locator(`#reading-${card.metric}`).fill('-3');
    await form.getByRole('button', { name: 'Enregistrer le relevé' }).click();
    await form.getByText('La date d’un relevé ne peut pas être dans le futur.').waitFor();
    await form.getByText('Entrez une valeur d’au moins 0.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('reading-date');
    expect((await api(`/api/impact/${card.slug}?metric=${card.metric}`, { token: account.token })).body.series).toEqual([]);

    expect(await page.getByTestId('action-status').textContent()).toBe('À faire');
    await submitReading(page, daysAgo(30), card.flag, card.metric, '10');
    await expect.poll(() => page.getByTestId('first-reading').count()).toBe(0);
    // The first reading took the action: the panel says so at once, and offers no « Commencer ».
    await expect.poll(() => page.getByTestId('action-status').textContent()).toBe('En cours');
    expect(await page.getByTestId('action-panel').getByRole('button', { name: 'Commencer cette action' }).count()).toBe(0);
    await submitReading(page, daysAgo(20), card.flag, card.metric, '14');
    await submitReading(page, daysAgo(10), card.flag, card.metric, '21');
    // Dated 10 days ago with a cadence of 7 days at most: the next one is due now, never « le » a past day.
    expect(await page.getByTestId('reading-status').textContent()).toContain('Le suivant est déjà à faire');

    const panel = page.locator(`.metric-panel[data-metric="${card.metric}"]`);
    const rows = panel.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await panel.getByTestId('before').textContent()).toBe('10');
    expect(await panel.getByTestId('after').textContent()).toBe('21');
    expect(await panel.getByTestId('change').textContent()).toBe('+11 depuis le premier relevé');
    expect(await rows.locator('th').allTextContents()).toEqual([daysAgo(10), daysAgo(20), daysAgo(30)].map((d) => formatDate(d, 'fr', 'medium')));
    // The chart marks the first reading, the latest and the others; the legend shows the same marks.
    const chart = panel.locator('figure.chart');
    expect(await chart.locator('svg.chart-svg .mark-before').count()).toBe(1);
    expect(await chart.locator('svg.chart-svg .mark-after').count()).toBe(1);
    expect(await chart.locator('svg.chart-svg .mark-point').count()).toBe(1);
    const legend = chart.locator('figcaption');
    for (const [mark, text] of [['mark-point', 'Relevés'], ['mark-before', 'Premier relevé'], ['mark-after', 'Dernier relevé']]) {
      await legend.locator('span', { hasText: text }).locator(`.${mark}`).waitFor();
    }
    // The date axis reads like a date, in French.
    await chart.locator('svg').getByText(formatDate(daysAgo(30), 'fr', 'dayMonth')).waitFor();

    // The next reading date and the due flag are the API's.
    const view = await api(`/api/impact/${card.slug}?metric=${card.metric}`, { token: account.token });
    expect(await panel.getByTestId('next-at').textContent()).toBe(formatDate(view.body.next_at, 'fr'));
    const entry = view.body.metrics.find((m: { metric: string }) => m.metric === card.metric);
    expect(await panel.getByTestId('due').count()).toBe(entry.due ? 1 : 0);

    // Correcting the latest reading moves "after" and the change; the note is kept.
    const openTable = async () => {
      if ((await panel.locator('details.series-table').getAttribute('open')) === null) await panel.locator('details.series-table > summary').click();
    };
    await openTable();
    await rows.first().getByRole('button', { name: `Corriger le relevé du ${formatDate(daysAgo(10), 'fr')}` }).click();
    await panel.getByLabel(`Nouvelle valeur du ${formatDate(daysAgo(10), 'fr')}`).fill('25');
    await panel.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await page.getByTestId('impact-status').getByText(`Relevé du ${formatDate(daysAgo(10), 'fr')} corrigé.`).waitFor();
    await expect.poll(() => panel.getByTestId('after').textContent()).toBe('25');
    expect(await panel.getByTestId('change').textContent()).toBe('+15 depuis le premier relevé');

    // Deleting the first reading: the next one becomes "before", the series and schedule follow.
    await openTable();
    await rows.last().getByRole('button', { name: `Supprimer le relevé du ${formatDate(daysAgo(30), 'fr')}` }).click();
    await rows.last().getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByTestId('impact-status').getByText(`Relevé du ${formatDate(daysAgo(30), 'fr')} supprimé.`).waitFor();
    await expect.poll(() => panel.getByTestId('before').textContent()).toBe('14');
    await expect.poll(() => rows.count()).toBe(2);
    const after = (await api(`/api/impact/${card.slug}?metric=${card.metric}`, { token: account.token })).body;
    expect(after.series.map((p: { date: string; value: number }) => [p.date, p.value])).toEqual([[daysAgo(20), 14], [daysAgo(10), 25]]);

    // A choice is a chip, sent as its option index and read back as its label.
    await form.getByLabel('Date du relevé').fill(daysAgo(2));
    await form.locator('label.chip', { hasText: label(card.choice.options![1]) }).click();
    await form.getByRole('button', { name: 'Enregistrer le relevé' }).click();
    await page.getByTestId('reading-status').getByText('Relevé enregistré').waitFor();
    const choicePanel = page.locator(`.metric-panel[data-metric="${card.choice.metric}"]`);
    await expect.poll(() => choicePanel.getByTestId('after').textContent()).toBe(label(card.choice.options![1]));
    const stored = await api(`/api/impact/${card.slug}?metric=${card.choice.metric}`, { token: account.token });
    expect(stored.body.series).toEqual([{ date: daysAgo(2), value: 1, note: null }]);

    await panel.getByTestId(`social-${card.metric}`).getByText(/Évolution relative moyenne\u00a0: \+[\d,]+\u00a0% sur \d+ artisan·es/).waitFor();

    // The home page lists the card among readings due once the next date has passed.
    expect(entry.due).toBe(true); // 10 days ago + a cadence of at most 7 days
    await page.goto(pageUrl('/mes-actions'));
    await page.getByTestId('due-now').getByRole('link', { name: card.title }).first().waitFor();
    await context.close();
  });
});
