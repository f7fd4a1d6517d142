import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';

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
}

const daysAgo = (n: number): string => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A card with a boolean question and a numeric question that depends on it (found through the API). */
async function pickCard(token: string): Promise<{ slug: string; id: string; flag: string; metric: string; choice?: { metric: string; options: unknown[] } }> {
  const list = await api<{ slug: string }[]>('/api/cards', { token });
  for (const { slug } of list.body) {
    const card = await api(`/api/cards/${slug}`, { token });
    const questions: GuideQuestion[] = card.body.guide.mesure?.questions ?? [];
    const dependent = questions.find((q) => q.depends_on_metric && ['integer', 'number'].includes(q.type) && questions.find((p) => p.metric === q.depends_on_metric)?.type === 'boolean');
    const choice = questions.find((q) => q.type === 'choice') as { metric: string; options: unknown[] } | undefined;
    if (dependent) return { slug, id: card.body.id, flag: dependent.depends_on_metric!, metric: dependent.metric, choice };
  }
  throw new Error('no card with a numeric question depending on a boolean one');
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
  it('records readings over several dates and the graph, before/after and table follow', async () => {
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
    expect(await form.getByLabel('Date du relevé').getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The dependent question follows the yes/no answer live.
    expect(await form.locator(`#reading-${card.metric}`).count()).toBe(0);
    await form.locator(`#reading-${card.flag}-true`).check();
    await form.locator(`#reading-${card.metric}`).waitFor();
    await form.locator(`#reading-${card.flag}-false`).check();
    await expect.poll(() => form.locator(`#reading-${card.metric}`).count()).toBe(0);

    // A date in the future is refused by the server and the message is shown.
    await form.getByLabel('Date du relevé').fill(daysAgo(-3));
    await form.locator(`#reading-${card.flag}-true`).check();
    await form.locator(`#reading-${card.metric}`).fill('3');
    await form.getByRole('button', { name: 'Enregistrer le relevé' }).click();
    await page.getByTestId('reading-status').locator('.notice.error').waitFor();

    await submitReading(page, daysAgo(30), card.flag, card.metric, '10');
    await submitReading(page, daysAgo(20), card.flag, card.metric, '14');
    await submitReading(page, daysAgo(10), card.flag, card.metric, '21');

    const panel = page.locator(`.metric-panel[data-metric="${card.metric}"]`);
    await expect.poll(() => panel.locator('tbody tr').count()).toBe(3);
    expect(await panel.getByTestId('before').textContent()).toBe('10');
    expect(await panel.getByTestId('after').textContent()).toBe('21');
    expect(await panel.locator('tbody tr').allTextContents()).toEqual([`${daysAgo(30)}10`, `${daysAgo(20)}14`, `${daysAgo(10)}21`]);
    expect(await panel.locator('canvas').count()).toBe(1);

    // The next reading date and the due flag are the API's.
    const view = await api(`/api/impact/${card.slug}?metric=${card.metric}`, { token: account.token });
    expect(await panel.getByTestId('next-at').textContent()).toBe(view.body.next_at);
    const entry = view.body.metrics.find((m: { metric: string }) => m.metric === card.metric);
    expect(await panel.getByTestId('due').count()).toBe(entry.due ? 1 : 0);

    // A reading replacing the latest date moves "after" (upsert), the table keeps 3 rows.
    await submitReading(page, daysAgo(10), card.flag, card.metric, '25');
    await expect.poll(() => panel.getByTestId('after').textContent()).toBe('25');
    expect(await panel.locator('tbody tr').count()).toBe(3);

    // A choice is sent as its option index and read back as its label.
    expect(card.choice, 'the picked card also has a choice question').toBeDefined();
    const choice = card.choice!;
    const option = (o: unknown) => (typeof o === 'string' ? o : (o as { label: string }).label);
    await form.getByLabel('Date du relevé').fill(daysAgo(2));
    await form.locator(`#reading-${choice.metric}`).selectOption({ label: option(choice.options[1]) });
    await form.getByRole('button', { name: 'Enregistrer le relevé' }).click();
    await page.getByTestId('reading-status').getByText('Relevé enregistré').waitFor();
    const choicePanel = page.locator(`.metric-panel[data-metric="${choice.metric}"]`);
    await expect.poll(() => choicePanel.getByTestId('after').textContent()).toBe(option(choice.options[1]));
    const stored = await api(`/api/impact/${card.slug}?metric=${choice.metric}`, { token: account.token });
    expect(stored.body.series).toEqual([{ date: daysAgo(2), value: 1 }]);

    await panel.getByTestId(`social-${card.metric}`).getByText(/en moyenne [+-][\d,]+ % sur \d+ artisans/).waitFor();

    // The dashboard lists the card among readings due once the next date has passed.
    expect(entry.due).toBe(true); // 10 days ago + a cadence of at most 7 days
    const title = (await api(`/api/cards/${card.slug}`, { token: account.token })).body.title;
    await page.goto(pageUrl('/tableau-de-bord'));
    await page.getByTestId('due-now').getByRole('link', { name: title }).first().waitFor();
    await context.close();
  });
});
