/**
 * Screenshots of the main pages and states, in French and English, on a phone (390 px) and a
 * laptop (1366 px), compared with the committed baselines (decision 041, docs/ui.md "Visual
 * tests"). Data: seed-visual-data.ts on the visual project's own server (fixed clock, fresh
 * PGlite). A deliberate change of a page is accepted with `npm run test:visual:update`. Each page
 * visited is also run through axe (every rule, every impact): none may be violated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { seedVisualData, type VisualData } from './support/seed-visual-data.ts';
import { WIDTHS, openPage, screenshot } from './support/visual-pages.ts';
import { STATES, pathIn } from './support/visual-states.ts';
import { matchBaseline } from './support/screenshots.ts';
import { everyViolation } from '../support/axe.ts';
import { LANGS } from '#i18n/lang.ts';

let browser: Browser;
let data: VisualData;

beforeAll(async () => {
  [browser, data] = await Promise.all([launchBrowser(), seedVisualData()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS.map((w) => [w]))('at %i px', (width) => {
  describe.each(LANGS.map((l) => [l]))('in %s', (lang) => {
    it.each(STATES.filter((s) => !s.widths || s.widths.includes(width)).map((s) => [s.name, s]))('%s', async (_name, state) => {
      const page = await openPage(browser, { path: pathIn(lang, state.path(data, lang)), lang, width, token: state.who?.(data), localStorage: state.localStorage?.(lang), sessionStorage: state.sessionStorage?.(lang), reload: state.reload, ready: state.ready, click: state.click });
      try {
        const image = await screenshot(page, { mask: state.mask, element: state.element });
        const result = matchBaseline(`${state.name}.${lang}.${width}`, image);
        // Every page the suite visits has no axe violation at all, moderate and minor included (issue 39).
        const violations = await everyViolation(page);
        expect.soft(result.ok, result.message).toBe(true);
        expect(violations, 'axe').toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  });
});
