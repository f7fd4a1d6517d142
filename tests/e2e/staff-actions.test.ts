/**
 * The staff's actions in Chromium (decision 025): a responsable refuses an application
 * on a phone, with a reason and a confirmation, and sees the state, the banner and the timeline;
 * an admin changes a member's role on a desktop from /en/admin/members, reached from the
 * navigation, and sees the change in the history; the member's session has the new role; an
 * admin erases an account from /admin/membres (decision 026), after the same confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { seriousViolations } from '../support/card-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff actions', () => {
  it('a responsable refuses an application at 390 px, with a reason and a confirmation', async () => {
    const tag = `Rf${Date.now().toString(36)}`;
    const created = await apply({ first_name: 'Lou', last_name: tag });
    expect(created.status, created.text).toBe(201);
    const { page, context } = await signedInPage(browser, { role: 'responsable', first_name: 'Rosa' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageUrl(`/admin/candidatures/${created.body.id}`));
    await page.locator('.app-decision[data-hydrated="true"]').waitFor();
    expect(await seriousViolations(page), 'open application').toEqual([]);
    await page.getByRole('button', { name: 'Refuser la candidature' }).click();
    // The confirmation step: the question, the reason (required), nothing sent yet.
    await page.getByText('Refuser cette candidature\u00a0? Elle ne pourra plus être payée').waitFor();
    await page.getByRole('button', { name: 'Confirmer le refus' }).click();
    await page.getByRole('status').filter({ hasText: 'Indiquez un motif.' }).waitFor();
    expect((await api(`/api/candidatures/${created.body.id}/timeline`, { token: (await newUser({ role: 'admin' })).token })).body.items).toHaveLength(1);
    await page.getByLabel('Motif (obligatoire, 1000 caractères au plus)').fill('Projet hors artisanat <b>gras</b>');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Confirmer le refus' }).click()]);
    await page.getByTestId('application-closed').waitFor();
    expect(await page.getByTestId('application-status').textContent()).toBe('Refusée');
    expect(await page.getByTestId('application-closed').textContent()).toContain('par Rosa');
    const refused = page.getByTestId('application-timeline').locator('[data-event="refused"]');
    expect(await refused.textContent()).toContain('Candidature refusée');
    expect(await refused.textContent()).toContain('Projet hors artisanat <b>gras</b>');
    expect(await seriousViolations(page), 'refused application').toEqual([]);
    // No more actions on a closed application.
    expect(await page.getByRole('button', { name: 'Renvoyer le lien de paiement' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(pageUrl(`/admin/candidatures?q=${tag}`));
    await page.getByLabel('Statut').selectOption('refusee');
    await Promise.all([page.waitForURL(/status=refusee/), page.getByRole('button', { name: 'Filtrer' }).click()]);
    expect(await page.getByTestId('application-count').textContent()).toBe('1 candidature');
    expect(await page.locator(`[data-application="${created.body.id}"]`).textContent()).toContain('Refusée');
    await context.close();
  });

  it('an admin changes a member’s role at 1280 px from /en/admin/members', async () => {
    const tag = `Mb${Date.now().toString(36)}`;
    const member = await newUser({ role: 'client_essentiel', first_name: `Mia${tag}` });
    const { page, context } = await signedInPage(browser, { role: 'admin', first_name: 'Ada', lang: 'en' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pageUrl('/en/admin/candidatures'));
    await Promise.all([page.waitForURL(/\/en\/admin\/members/), page.getByRole('link', { name: 'Members' }).first().click()]);
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await page.getByLabel('Name or email').fill(tag);
    await Promise.all([page.waitForURL(/q=/), page.getByRole('button', { name: 'Filter' }).click()]);
    expect(await page.getByTestId('member-count').textContent()).toBe('1 account');
    const row = page.locator(`[data-member="${member.user.id}"]`);
    await row.locator('.member-role[data-hydrated="true"]').waitFor();
    const select = row.getByLabel(`Change Mia${tag}’s role`);
    expect(await select.inputValue()).toBe('client_essentiel');
    await select.selectOption('responsable');
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await Promise.all([page.waitForEvent('load'), row.getByRole('button', { name: 'Change' }).click()]);
    expect(question).toBe(`Change Mia${tag}’s role: Essential client → Manager?`);
    await page.locator(`[data-member="${member.user.id}"] .member-role[data-hydrated="true"]`).waitFor();
    expect(await page.locator(`[data-member="${member.user.id}"] select`).inputValue()).toBe('responsable');
    const history = page.getByTestId('role-history').locator('li').filter({ hasText: `Mia${tag}` }).first();
    expect(await history.textContent()).toContain(`Mia${tag}: Essential client → Manager`);
    expect(await history.textContent()).toContain('by Ada');
    expect((await api('/api/me', { token: member.token })).body.role).toBe('responsable');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await seriousViolations(page), 'members page').toEqual([]);
    await context.close();
  });

  it('an admin erases a member’s account from /admin/membres at 390 px, after a confirmation', async () => {
    const tag = `Er${Date.now().toString(36)}`;
    const member = await newUser({ role: 'client_essentiel', first_name: `Zoé${tag}` });
    const { page, context, account } = await signedInPage(browser, { role: 'admin', first_name: 'Ada' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageUrl(`/admin/membres?q=${tag}`));
    await page.getByTestId('erase-hint').waitFor();
    const row = page.locator(`[data-member="${member.user.id}"]`);
    await row.locator('.erase-account[data-hydrated="true"]').waitFor();
    // Dismissing the confirmation erases nothing.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await row.getByRole('button', { name: `Effacer le compte de Zoé${tag}` }).click();
    expect((await api('/api/me', { token: member.token })).status).toBe(200);
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await row.getByRole('button', { name: `Effacer le compte de Zoé${tag}` }).click();
    await row.getByRole('status').filter({ hasText: 'Compte effacé. Les factures et contrats scellés sont conservés.' }).waitFor();
    expect(question).toMatch(/^Effacer définitivement ce compte et ses données personnelles\s\?$/);
    expect((await api('/api/me', { token: member.token })).status).toBe(401);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Gone from the list; no button on the admin's own row.
    await page.reload();
    expect(await page.getByTestId('member-count').textContent()).toBe('Aucun compte');
    await page.goto(pageUrl(`/admin/membres?q=${encodeURIComponent(account.user.email)}`));
    await page.locator(`[data-member="${account.user.id}"] .member-role[data-hydrated="true"]`).waitFor();
    expect(await page.locator(`[data-member="${account.user.id}"] .erase-account`).count()).toBe(0);
    expect(await seriousViolations(page), 'members page with erasure').toEqual([]);
    await context.close();
  });
});
