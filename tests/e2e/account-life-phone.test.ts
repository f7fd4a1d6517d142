/**
 * An account's whole life on a phone (decision 038), in French and in English, in a 390 × 844
 * Chromium: a ticked proof step survives closing the page at once; the data export follows itself
 * to its download link and says the link was emailed; an account without a password asks for a
 * sign-in link to delete itself, the link brings it back to that section, and the deletion ends
 * on a signed-out goodbye page, with a goodbye email.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, pageUrl } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';
import { contextFor, screenshot, WIDTHS, expectFitsWidth } from '../support/pages.ts';
import { upload } from '../support/uploads.ts';
import { waitForMail } from '../support/outbox.ts';
import { wcagViolations } from '../support/card-form.ts';

const CARD = 'recit-atelier';
const PROOF_ITEM = 'publication_a_propos'; // requires_proof

let browser: Browser;
let photo: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b86b3d' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await browser?.close();
});

const T = {
  fr: {
    prefix: '',
    saved: /Enregistré à \d/,
    ask: 'Préparer mon archive',
    download: 'Télécharger mon archive',
    emailed: 'Le lien vous a aussi été envoyé par e-mail à',
    sendLink: 'M’envoyer un lien de connexion',
    linkSent: 'il vous ramène ici',
    confirm: 'Je comprends que la suppression est définitive.',
    delete: 'Supprimer définitivement mon compte',
    goodbyePath: '/compte-supprime',
    goodbye: 'Votre compte est supprimé',
    signIn: 'Connexion',
    mail: /Votre compte Atelier a été supprimé le/,
  },
  en: {
    prefix: '/en',
    saved: /Saved at \d/,
    ask: 'Prepare my archive',
    download: 'Download my archive',
    emailed: 'The link has also been emailed to',
    sendLink: 'Send me a sign-in link',
    linkSent: 'it brings you back here',
    confirm: 'I understand that deletion is final.',
    delete: 'Delete my account for good',
    goodbyePath: '/en/account-deleted',
    goodbye: 'Your account is deleted',
    signIn: 'Sign in',
    mail: /Your Atelier account was deleted on/,
  },
} as const;

async function storedChecklist(token: string): Promise<Record<string, boolean>> {
  const mine = await api('/api/my-actions', { token });
  return mine.body.find((a: { card_slug: string }) => a.card_slug === CARD)?.checklist ?? {};
}

async function hydrated(page: Page, path: string): Promise<void> {
  await page.goto(pageUrl(path));
  await page.locator('[data-hydrated="true"]').first().waitFor();
}

describe.each(['fr', 'en'] as const)('on a phone, in %s', (lang) => {
  const t = T[lang];

  it('keeps a proof step ticked when the page is closed right after, and says it is saved', async () => {
    const account = await newUser({ role: 'client_premium', lang });
    // The proof is there (uploading it takes the action): the step can be ticked.
    const proof = await upload({ type: 'action_image', card_id: CARD, checklist_item_id: PROOF_ITEM, file: photo, filename: 'preuve.jpg' }, { token: account.token });
    expect(proof.status, proof.text).toBe(201);
    const context = await contextFor(browser, account, 'phone', lang);
    const page = await context.newPage();
    await hydrated(page, `${t.prefix}/fiches/${CARD}`);
    const box = page.locator(`#check-${PROOF_ITEM}`);
    await expect.poll(() => box.isEnabled()).toBe(true);
    await box.check();
    // Closed at once: pagehide sends the tick as a keepalive request the browser finishes. In
    // English the page runs its beforeunload too: it must send, not ask.
    await page.close({ runBeforeUnload: lang === 'en' });
    if (lang === 'en') await expect.poll(() => page.isClosed(), { timeout: 5_000 }).toBe(true);
    await expect.poll(async () => (await storedChecklist(account.token))[PROOF_ITEM], { timeout: 5_000 }).toBe(true);

    // Another step, page kept open: saved by itself (a tick is sent at once, without the typing
    // delay), and the panel says so. No clock here: a loaded machine may take seconds.
    const again = await context.newPage();
    await hydrated(again, `${t.prefix}/fiches/${CARD}`);
    expect(await again.locator(`#check-${PROOF_ITEM}`).isChecked()).toBe(true);
    const other = again.locator('.checklist input[type="checkbox"]:not(:disabled):not(:checked)').first();
    const otherId = (await other.getAttribute('id'))!.replace(/^check-/, '');
    await other.check();
    await again.getByTestId('form-status').getByText(t.saved).waitFor({ timeout: 15_000 });
    expect((await storedChecklist(account.token))[otherId]).toBe(true);
    await screenshot(again, `account-life-${lang}-card-saved-390`, false);
    await context.close();
  });

  it('follows the export by itself, then deletes the account after a sign-in link brings the person back', async () => {
    // No password: deleting needs a fresh sign-in link (decision 026).
    const account = await newUser({ role: 'client_essentiel', lang, first_name: lang === 'fr' ? 'Zélie' : 'Ada' });
    const email = account.user.email;
    const context = await contextFor(browser, account, 'phone', lang);
    const page = await context.newPage();
    await hydrated(page, `${t.prefix}/mon-compte#mes-donnees`);
    const myData = page.getByTestId('my-data');
    await page.locator('.my-data[data-hydrated="true"]').waitFor();
    await myData.getByRole('button', { name: t.ask }).click();
    // No "refresh" to press: the link shows by itself, and the panel says it was emailed.
    await myData.getByRole('link', { name: t.download }).waitFor({ timeout: 10_000 });
    expect(await myData.getByRole('button').count()).toBe(0);
    await myData.getByText(`${t.emailed} ${email}`).waitFor();
    await waitForMail(email, lang === 'fr' ? /archive de vos donn/ : /archive of your Atelier data/);
    await expectFitsWidth(page);
    await myData.scrollIntoViewIfNeeded();
    await screenshot(page, `account-life-${lang}-export-ready-390`, false);
    expect(await wcagViolations(page)).toEqual([]);
    await page.setViewportSize(WIDTHS.desktop);
    await myData.scrollIntoViewIfNeeded();
    await screenshot(page, `account-life-${lang}-export-ready-1366`, false);
    await page.setViewportSize(WIDTHS.phone);

    // Delete: a sign-in link first, which comes back to this very section.
    const remove = page.getByTestId('delete-account');
    await remove.getByRole('button', { name: t.sendLink }).click();
    await remove.locator('.notice', { hasText: t.linkSent }).waitFor(); // the notice, not the explanation that says the same
    const mail = await waitForMail(email, /\/auth\/magic\?token=/);
    const link = /https?:\/\/[^\s"<>]+(\/auth\/magic\?token=[A-Za-z0-9_-]+&next=[^\s"<>]+)/.exec(mail)![1]!;
    await page.goto(pageUrl(link));
    await page.waitForURL((u) => `${u.pathname}${u.hash}` === `${t.prefix}/mon-compte#supprimer-mon-compte`);
    await page.locator('.my-data[data-hydrated="true"]').waitFor();
    await remove.getByLabel(t.confirm).check();
    await remove.scrollIntoViewIfNeeded();
    await screenshot(page, `account-life-${lang}-delete-390`, false);
    await Promise.all([page.waitForURL((u) => u.pathname === t.goodbyePath), remove.getByRole('button', { name: t.delete }).click()]);

    // The goodbye page looks signed out: no member menu, no account, no profile form, no export.
    await page.getByRole('heading', { level: 1, name: t.goodbye }).waitFor();
    for (const gone of ['.account-name', 'details.menu', '.site-nav', '#profil', '[data-testid="my-data"]', '[data-testid="export-ask"]', 'form']) {
      expect(await page.locator(gone).count(), gone).toBe(0);
    }
    await page.getByRole('link', { name: t.signIn }).waitFor();
    expect((await context.cookies()).filter((c) => c.name === 'session')).toEqual([]);
    expect((await api('/api/me', { token: account.token })).status).toBe(401);
    for (const size of ['phone', 'desktop'] as const) {
      await page.setViewportSize(WIDTHS[size]);
      await expectFitsWidth(page);
      expect(await wcagViolations(page)).toEqual([]);
      await screenshot(page, `account-life-${lang}-goodbye-${WIDTHS[size].width}`);
    }
    await waitForMail(email, t.mail);
    // The account page now sends to the sign-in page.
    await page.goto(pageUrl(`${t.prefix}/mon-compte`));
    expect(page.url()).toMatch(/\/connexion\?next=/);
    await context.close();
  });
});
