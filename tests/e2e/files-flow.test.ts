/**
 * Files in a real browser: a photo uploaded as the proof of a checklist item lets the
 * item be ticked, deleting it unticks it, refusals are explained, the worksheet downloads and reads
 * right, the account gallery uses the same upload; keyboard only and axe on every page touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { launchBrowser, pageUrl, signedInPage, clientAddressHeaders } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seriousViolations } from '../support/card-form.ts';
import { heic, MiB, pdf } from '../support/file-fixtures.ts';

const CARD = 'recit-atelier';
const ITEM = 'publication_a_propos'; // requires_proof

let browser: Browser;
let photo: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b86b3d' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(pageUrl(path));
  await page.locator('[data-hydrated="true"]').first().waitFor();
}

async function serverChecklist(token: string): Promise<Record<string, boolean>> {
  const mine = await api('/api/my-actions', { token });
  return mine.body.find((a: { card_slug: string }) => a.card_slug === CARD)?.checklist ?? {};
}

describe('proofs, photos and worksheets on the card page', () => {
  it('uploads a photo as proof, ticks the item, and unticks it when the proof is deleted', async () => {
    const { page, account, context } = await signedInPage(browser);
    await open(page, `/fiches/${CARD}`);
    const proofs = page.getByTestId(`proofs-${ITEM}`);
    await proofs.getByText('Aucun justificatif pour l’instant.').waitFor();

    // Without a proof the step is locked, and says why (the server would refuse it too: API tests).
    const box = page.locator(`#check-${ITEM}`);
    expect(await box.isDisabled()).toBe(true);
    await page.locator(`#check-${ITEM}-proof`).getByText('justificatif').waitFor();

    await page.setInputFiles(`#proof-${ITEM}`, { name: 'Publication été.jpg', mimeType: 'image/jpeg', buffer: photo });
    await proofs.getByText('Justificatif ajouté').waitFor();
    const thumb = proofs.getByRole('img', { name: 'Photo : Publication été.jpg' });
    await thumb.waitFor();
    // The thumbnail is served through the private URL and really loads.
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumb.getAttribute('src')).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    // The proof unlocks the step; ticking it is saved (automatically: the upload took the action).
    await box.check();
    await expect.poll(async () => (await serverChecklist(account.token))[ITEM]).toBe(true);

    // Delete, with a confirmation in place; the item is unticked on the page and on the server.
    await proofs.getByRole('button', { name: 'Supprimer Publication été.jpg' }).click();
    await proofs.getByRole('button', { name: 'Oui, supprimer' }).click();
    await proofs.getByText('l’élément a été décoché').waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await box.isDisabled()).toBe(true);
    expect((await serverChecklist(account.token))[ITEM]).toBe(false);
    await proofs.getByText('Aucun justificatif pour l’instant.').waitFor();
    await context.close();
  });

  it('explains every refusal in the page’s language', async () => {
    const { page, context } = await signedInPage(browser, { lang: 'en' });
    await open(page, `/en/fiches/${CARD}`);
    const zone = page.getByTestId('action-photos');
    const cases: [string, { name: string; mimeType: string; buffer: Buffer }][] = [
      ['HEIC photos (the iPhone default) are not accepted', { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic() }],
      ['Format not accepted', { name: 'page.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><script>alert(1)</script></html>') }],
      ['This PDF is password-protected', { name: 'secret.pdf', mimeType: 'application/pdf', buffer: pdf({ encrypted: true }) }],
      ['Photo too large: 15 MB at most.', { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(15 * MiB + 1) }],
      ['The file is empty.', { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }],
    ];
    for (const [message, file] of cases) {
      await page.setInputFiles('#action-file', file);
      await zone.locator('.field-error', { hasText: message }).waitFor();
    }
    // A good document still goes through, with its size.
    await page.setInputFiles('#action-file', { name: 'Quote.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await zone.getByRole('link', { name: 'Download Quote.pdf' }).waitFor();
    await zone.getByText(/PDF · \d+ B/).waitFor();
    await context.close();
  });

  it('downloads the worksheet of a printable item and it reads right', async () => {
    const { page, context } = await signedInPage(browser);
    await open(page, '/fiches/premier-contact-boutique');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('worksheet-observer_visiteurs').click()]);
    expect(download.suggestedFilename()).toBe('Fiche de terrain – Observer dix visiteurs sans intervenir.pdf');
    const bytes = readFileSync((await download.path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Soigner le premier contact en boutique');
    expect(text).toContain('Notez où ils s’arrêtent, ce qu’ils touchent, quand ils repartent.');
    expect(text).toContain('« Ce que je retiens »');
    await context.close();
  });

  it('works with the keyboard alone and has no serious axe violation', async () => {
    const { page, context } = await signedInPage(browser);
    await open(page, `/fiches/${CARD}`);
    await page.setInputFiles(`#proof-${ITEM}`, { name: 'preuve.jpg', mimeType: 'image/jpeg', buffer: photo });
    const proofs = page.getByTestId(`proofs-${ITEM}`);
    await proofs.getByRole('img').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Listening before any key is pressed: enabling the interception is itself a round trip.
    const chooserOpened = page.waitForEvent('filechooser');
    // Tab from the item's checkbox reaches the photo link, its delete button, then the file input.
    await page.locator(`#check-${ITEM}`).focus();
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      seen.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label') || document.activeElement?.tagName || ''));
      if (seen.at(-1) === `proof-${ITEM}`) break;
    }
    expect(seen).toContain('Supprimer preuve.jpg');
    expect(seen.at(-1)).toBe(`proof-${ITEM}`);
    // Enter on the focused input opens the file chooser.
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: 'deuxieme.jpg', mimeType: 'image/jpeg', buffer: photo });
    await proofs.getByRole('img', { name: 'Photo : deuxieme.jpg' }).waitFor();

    // Delete with the keyboard: the confirmation takes the focus.
    await proofs.getByRole('button', { name: 'Supprimer deuxieme.jpg' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Oui, supprimer');
    await page.keyboard.press('Enter');
    await proofs.getByText('« deuxieme.jpg » a été supprimé.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the account page', () => {
  it.each(['fr', 'en'] as const)('edits the profile and the gallery (%s), keyboard and axe included', async (lang) => {
    const { page, account, context } = await signedInPage(browser, { lang });
    const prefix = lang === 'en' ? '/en' : '';
    await open(page, `${prefix}/mes-actions`);
    await page.getByRole('link', { name: lang === 'en' ? 'My account' : 'Mon compte' }).click();
    await page.waitForURL(new RegExp(`${prefix}/mon-compte$`));
    await page.locator('.account[data-hydrated="true"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(lang === 'en' ? 'Brand or workshop name' : 'Marque ou nom d’atelier').fill('Atelier Lumière');
    await page.getByLabel(lang === 'en' ? 'Website' : 'Site web').fill('pas une adresse');
    await page.getByRole('button', { name: lang === 'en' ? 'Save the profile' : 'Enregistrer le profil' }).click();
    await page.locator('#profile-website-error').waitFor();
    await page.getByLabel(lang === 'en' ? 'Website' : 'Site web').fill('https://atelier-lumiere.example');
    await page.keyboard.press('Enter'); // submits the form
    await page.getByTestId('profile-status').getByText(lang === 'en' ? 'Profile saved.' : 'Profil enregistré.').waitFor();
    const profile = await api(`/api/users/${account.user.id}/profile`, { token: account.token });
    expect(profile.body).toMatchObject({ brand: 'Atelier Lumière', website: 'https://atelier-lumiere.example' });

    await page.setInputFiles('#gallery-file', { name: 'piece.jpg', mimeType: 'image/jpeg', buffer: photo });
    const gallery = page.getByTestId('gallery');
    await gallery.locator('img').waitFor();
    await expect.poll(async () => (await api(`/api/users/${account.user.id}/profile`, { token: account.token })).body.gallery.length).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await gallery.getByRole('button', { name: lang === 'en' ? 'Remove photo 1 from the gallery' : 'Retirer photo 1 de la galerie' }).click();
    await page.keyboard.press('Enter'); // the confirmation button has the focus
    await gallery.getByText(lang === 'en' ? 'Your gallery is empty.' : 'Votre galerie est vide.').waitFor();
    expect((await api(`/api/users/${account.user.id}/profile`, { token: account.token })).body.gallery).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
    const page = await context.newPage();
    await page.goto(pageUrl('/mon-compte'));
    expect(new URL(page.url()).pathname).toBe('/connexion');
    await context.close();
  });
});
