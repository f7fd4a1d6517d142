/**
 * Two artisans in two browsers, from a published request to the same sealed contract: they
 * answer blind, see a conflict, fix it, and read the same text and hash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage, clientAddressHeaders } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seriousViolations } from '../support/card-form.ts';
import { getContract, putAnswers, sampleAnswers, setupMatch } from '../support/collaboration.ts';
import { QUESTION_GROUPS, QUESTIONS, type Answers } from '#server/collaboration/questionnaire/questions.ts';
import { canonicalText } from '#server/collaboration/contract/canonical-text.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: Page) => page.locator('[data-hydrated="true"]').first().waitFor();

async function open(page: Page, path: string) {
  await page.goto(pageUrl(path));
  await hydrated(page);
}

/** Answers the six steps the way a person does, then sends the answers from the summary. */
async function answerQuestionnaire(page: Page, answers: Answers, labels: { saveNext: string; submit: string }) {
  for (let step = 0; step < QUESTION_GROUPS.length; step++) {
    await page.locator(`[data-testid="questionnaire"][data-step="${step}"]`).waitFor();
    for (const key of QUESTION_GROUPS[step]!.keys) {
      const spec = QUESTIONS[key];
      const value = answers[key];
      if (spec.type === 'choice' || spec.type === 'boolean') await page.locator(`[data-question="${key}"] input[value="${String(value)}"]`).check();
      else await page.locator(`#q-${key}`).fill(String(value));
    }
    await page.getByRole('button', { name: labels.saveNext }).click();
  }
  await page.getByTestId('summary').waitFor();
  await page.getByRole('button', { name: labels.submit }).click();
}

describe('collaboration in two browsers', () => {
  it('two artisans agree on a collaboration, see a conflict, fix it and read the same contract and hash', async () => {
    const camille = await signedInPage(browser, { first_name: 'Camille' });
    const hugo = await signedInPage(browser, { first_name: 'Hugo' });
    await hugo.page.setViewportSize({ width: 390, height: 844 });
    await camille.page.setViewportSize({ width: 1366, height: 900 });
    const [c, h] = [camille.page, hugo.page];

    // Camille publishes a request.
    await open(c, '/collaborations');
    expect(await seriousViolations(c)).toEqual([]);
    await c.getByLabel('Titre', { exact: true }).fill('Vaisselle grès et bois');
    await c.getByLabel('Description', { exact: true }).fill('Je cherche un ébéniste pour des planches assorties.');
    await c.getByRole('button', { name: 'Publier la demande' }).click();
    await c.getByText('Votre demande est publiée.').waitFor();
    const requestId = (await api('/api/collaboration-requests?mine=1', { token: camille.account.token })).body[0].id as string;

    // Hugo finds it on the board and replies.
    await open(h, '/collaborations');
    const tile = h.locator(`[data-request="${requestId}"]`);
    await tile.getByRole('button', { name: 'Répondre' }).click();
    await tile.getByLabel('Votre message').fill('Partant, je travaille le noyer.');
    expect(await seriousViolations(h)).toEqual([]);
    await tile.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await tile.getByText('Vous avez répondu à cette demande.').waitFor();

    // Camille sees what waits for her, accepts the reply and lands on the questionnaire.
    await open(c, '/collaborations');
    await c.getByTestId('todo').getByRole('link', { name: '1 réponse à votre demande « Vaisselle grès et bois »' }).click();
    await hydrated(c);
    expect(await seriousViolations(c)).toEqual([]);
    await Promise.all([c.waitForURL(/\/collaborations\/accords\/[0-9a-f-]{36}$/), c.getByRole('button', { name: 'Accepter et commencer le questionnaire' }).click()]);
    await hydrated(c);
    const matchId = c.url().split('/').at(-1)!;
    expect(await seriousViolations(c)).toEqual([]);
    await answerQuestionnaire(c, sampleAnswers({ charge_pct: 60 }), { saveNext: 'Enregistrer et continuer', submit: 'Envoyer mes réponses' });
    await c.getByTestId('waiting').waitFor();
    expect(await seriousViolations(c)).toEqual([]);

    // Hugo answers blind, with a different invoicing answer and shares that add up to 110 %.
    await open(h, '/collaborations');
    await h.getByTestId('todo').getByRole('link', { name: /Répondre au questionnaire avec Camille/ }).click();
    await hydrated(h);
    expect(await h.getByText('60 %').count()).toBe(0);
    await answerQuestionnaire(h, sampleAnswers({ facturation: 'chacun' }), { saveNext: 'Enregistrer et continuer', submit: 'Envoyer mes réponses' });
    await h.getByTestId('conflicts').getByText('2 désaccords bloquent le contrat.', { exact: false }).waitFor();
    await expect.poll(() => h.locator('[data-row="facturation"]').getAttribute('data-flag')).toBe('conflict');
    expect(await h.locator('[data-row="charge_pct"]').getAttribute('data-flag')).toBe('conflict');
    expect(await h.locator('[data-row="facturation"]').textContent()).toContain('Il faut la même réponse pour établir le contrat.');
    expect(await seriousViolations(h)).toEqual([]);

    // Hugo fixes both answers where they are flagged and sends them again: the contract is sealed.
    await h.locator('[data-row="facturation"]').getByRole('button', { name: 'Modifier ma réponse' }).click();
    await h.locator('[data-row="charge_pct"]').getByRole('button', { name: 'Modifier ma réponse' }).click();
    const fix = h.getByTestId('fix-panel');
    await fix.getByLabel('Camille facture tout le projet au client').check();
    await fix.getByLabel('Quelle part du travail assurez-vous ?').fill('40');
    await fix.getByRole('button', { name: 'Renvoyer mes réponses' }).click();
    await h.getByTestId('contract').waitFor();
    expect(await seriousViolations(h)).toEqual([]);

    // Camille, who was waiting, checks again (nobody is emailed) and reads the same text and hash.
    await c.getByRole('button', { name: 'Vérifier maintenant' }).click();
    await c.getByTestId('contract').waitFor();
    expect(await seriousViolations(c)).toEqual([]);
    const stored = (await getContract(camille.account.token, matchId)).body;
    // Shown with French no-break spaces; the same canonical text (decision 010), so a copy verifies.
    for (const page of [c, h]) expect(canonicalText((await page.getByTestId('contract-text').textContent())!)).toBe(stored.contract_text);
    expect(await c.getByTestId('contract-text').textContent()).toContain('ci-après «\u00a0Camille\u00a0»\u202f;');
    expect(stored.contract_text).toContain('Camille est la seule partie à facturer le client');

    // Both read the locked text and sign it: Camille first, then Hugo, which seals the contract.
    await c.getByLabel('Votre nom complet').fill(stored.parties.demandeur.name);
    await c.getByLabel('J’ai lu ce contrat en entier et j’en accepte les termes.').check();
    await c.getByRole('button', { name: 'Signer le contrat' }).click();
    await c.getByText(/Vous avez signé\. Le contrat sera scellé dès que/).waitFor();
    expect(await seriousViolations(c)).toEqual([]);
    // Until it is sealed, the text to sign is offered as a PDF marked as not signed.
    expect(await c.getByTestId('unsigned-pdf').textContent()).toBe('Télécharger le texte à signer (PDF non signé)');
    const draft = await c.request.get(pageUrl(`/api/collaboration-contract/pdf?match_id=${matchId}`));
    expect([draft.status(), draft.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect(draft.headers()['content-disposition']).toContain('-non-signe.pdf');
    await h.reload();
    await hydrated(h);
    await h.getByTestId('signatures').getByText(/Camille\s:\ssigné le/).waitFor();
    await h.getByRole('button', { name: 'Signer le contrat' }).click();
    await h.getByText('Cochez la case pour accepter le texte.').waitFor();
    await h.getByLabel('Votre nom complet').fill(stored.parties.partenaire.name);
    await h.getByLabel('J’ai lu ce contrat en entier et j’en accepte les termes.').check();
    await h.getByRole('button', { name: 'Signer le contrat' }).click();
    await h.locator('[data-contract-state="sealed"]').waitFor();
    expect(await seriousViolations(h)).toEqual([]);
    expect(await h.getByTestId('unsigned-pdf').count()).toBe(0);
    const sealed = (await getContract(camille.account.token, matchId)).body;
    expect(await h.getByTestId('contract-hash').textContent()).toBe(sealed.contract_hash);
    expect(await h.getByTestId('pdf-hash').textContent()).toBe(sealed.pdf_sha256);

    // A copy checks out; one changed character does not.
    await h.getByLabel('Texte à vérifier').fill(stored.contract_text);
    await h.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await h.getByTestId('verify-result').getByText('Ce texte est identique au texte du contrat scellé.').waitFor();
    await h.getByLabel('Texte à vérifier').fill(stored.contract_text.replace('Article 3', 'Article 9'));
    await h.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await h.getByTestId('verify-result').getByText('Ce texte diffère du contrat scellé', { exact: false }).waitFor();

    // The PDF link serves the signed contract.
    const pdf = await c.request.get(pageUrl(`/api/collaboration-contract/pdf?match_id=${matchId}`));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await camille.context.close();
    await hugo.context.close();
  });

  it('can be answered with the keyboard only', async () => {
    const { requester, partner, matchId } = await setupMatch();
    await putAnswers(partner.token, matchId, sampleAnswers());
    const { charge_pct: _skip, ...rest } = sampleAnswers();
    await putAnswers(requester.token, matchId, rest, true);
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'session', value: requester.token, url: pageUrl('/') }]);
    const page = await context.newPage();
    await open(page, `/collaborations/accords/${matchId}`);
    // The questionnaire opens on the first step with a question left: Répartition.
    await page.locator('[data-testid="questionnaire"][data-step="1"]').waitFor();
    const tabTo = async (predicate: string, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press(key);
        if (await page.evaluate(predicate)) return;
      }
      throw new Error(`never reached ${predicate} with Tab`);
    };
    await tabTo(`document.activeElement?.id === 'q-charge_pct'`);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.type('50');
    // Radio groups: Tab enters the group on its checked option, arrows move the choice.
    await tabTo(`document.activeElement?.getAttribute('name') === 'q-frais'`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await tabTo(`document.activeElement?.textContent === 'Récapitulatif'`, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('summary').waitFor();
    // The step title takes the focus when the step changes.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-title');
    await tabTo(`document.activeElement?.textContent === 'Envoyer mes réponses'`);
    await page.keyboard.press('Enter');
    await page.getByTestId('contract').waitFor();
    const body = (await getContract(requester.token, matchId)).body;
    expect(body).toMatchObject({ finalized: true, answers: { charge_pct: 50, frais: 'au_prorata' } });
    await context.close();
  });

  it('speaks English under /en/ and has no serious axe violation at 390 and 1366 px', async () => {
    const { requester, partner, matchId, requestId } = await setupMatch({ requesterLang: 'en', partnerLang: 'en' });
    await putAnswers(requester.token, matchId, sampleAnswers({ duree: 'projet', assurance_rc_pro: false }));
    await putAnswers(partner.token, matchId, sampleAnswers());
    for (const width of [390, 1366]) {
      const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), viewport: { width, height: 900 }, locale: 'en-GB' });
      await context.addCookies([{ name: 'session', value: requester.token, url: pageUrl('/') }]);
      const page = await context.newPage();
      await open(page, '/en/collaborations');
      await page.getByRole('heading', { name: 'What is waiting for you' }).waitFor();
      await page.getByRole('link', { name: 'Settle a disagreement with Hugo' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await open(page, `/en/collaborations/demandes/${requestId}`);
      await page.getByRole('link', { name: 'Open the questionnaire' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await open(page, `/en/collaborations/accords/${matchId}`);
      expect(await page.locator('[data-row="duree"]').textContent()).toContain('You need the same answer to draw up the agreement.');
      expect(await page.locator('[data-row="assurance_rc_pro"]').getAttribute('data-flag')).toBe('risk');
      expect(await seriousViolations(page)).toEqual([]);
      const missing = await page.goto(pageUrl('/en/collaborations/accords/00000000-0000-4000-8000-000000000000'));
      expect(missing?.status()).toBe(404);
      await context.close();
    }
    // A third artisan sees the not-found page for somebody else's agreement.
    const third = await signedInPage(browser);
    const res = await third.page.goto(pageUrl(`/collaborations/accords/${matchId}`));
    expect(res?.status()).toBe(404);
    await third.context.close();
  });
});
