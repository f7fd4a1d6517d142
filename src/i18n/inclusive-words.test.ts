/**
 * Words addressed to the reader whatever her or his gender (issue 39, item 6): the account's
 * deletion and goodbye texts never say « Vous serez déconnecté » to Zélie; the devices are.
 */
import { describe, expect, it } from 'vitest';
import { personalDataTexts } from './ui-personal-data.ts';
import { accountMailTexts } from './mail-account-texts.ts';
import { withdrawalStaffTexts } from './withdrawal-texts.ts';
import { collaborationUi } from './ui-collaboration.ts';
import { noticeTexts } from './notice-texts.ts';

/** « vous êtes / serez » then a past participle with no feminine or inclusive form. */
const MASCULINE_ONLY = /\bvous (?:êtes|serez|étiez) (?:dé)?connecté(?![·e])/i;

/** Every string of a text module, functions called with sample arguments. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      return strings((value as (...a: unknown[]) => unknown)('2026-11-28', 'form', 300, 14_900));
    } catch {
      return []; // a function that needs other arguments (a time zone…): its words are checked elsewhere
    }
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the account’s French words', () => {
  it.each([
    ['personal data', personalDataTexts.fr],
    ['account emails', accountMailTexts.fr],
  ])('%s speak to everyone (« Tous vos appareils sont déconnectés »)', (_name, texts) => {
    expect(strings(texts).filter((text) => MASCULINE_ONLY.test(text))).toEqual([]);
  });
});

describe('the staff’s withdrawal section', () => {
  it('states the choice made when applying, true before and after a withdrawal, without « Le consommateur »', () => {
    const texts = strings(withdrawalStaffTexts.fr);
    expect(texts.filter((text) => /\bLe consommateur\b/.test(text))).toEqual([]);
    expect(withdrawalStaffTexts.fr.waits).toMatch(/^Choix à la candidature/);
  });
});

describe('the collaboration’s words to the two parties', () => {
  it.each([
    ['collaboration pages', collaborationUi.fr],
    ['notices and their e-mails', noticeTexts.fr],
  ])('%s never say « tous (les) deux » to Camille and Olivia', (_name, texts) => {
    expect(strings(texts).filter((text) => /\btous (?:les )?deux\b|\bChacun\b/.test(text))).toEqual([]);
  });
});
