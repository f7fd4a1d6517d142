/**
 * Every interface text: French ones follow French typography (no-break spaces before : ; ! ?
 * and inside « »), both languages have the same keys, and functions answer in both.
 */
import { describe, expect, it } from 'vitest';
import { ui } from './ui.ts';
import { errorPageTexts } from './error-pages.ts';
import { ERROR_TEXTS } from './error-texts.ts';
import { fieldMessages } from './field-texts.ts';
import { frenchSpacingProblems } from './format.ts';
import { adminApplicationsUi } from './ui-admin-applications.ts';
import { personalDataTexts } from './ui-personal-data.ts';
import { mailTexts } from './mail-texts.ts';
import { accountMailTexts } from './mail-account-texts.ts';
import { contractPdfTexts } from './contract-pdf-texts.ts';
import { contractVerifyTexts } from './contract-verify-texts.ts';
import { unsubscribeTexts } from './unsubscribe-texts.ts';
import { noticeTexts } from './notice-texts.ts';
import { contractAuditTexts } from './contract-audit-texts.ts';
import { exportReadmeTexts } from './export-readme-texts.ts';
import { formulaTexts } from './formula-texts.ts';
import { worksheetTexts } from './worksheet-pdf-texts.ts';
import { inputTexts } from './input-texts.ts';
import { applicationInputTexts } from './application-input-texts.ts';
import { landingAdminTexts } from './landing-admin-texts.ts';

/** Every string of a texts object, functions called with sample arguments. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => (i % 2 === 0 ? 2 : 'Texte'));
    return strings(value(...args), `${path}()`);
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const shapeOf = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)])) : typeof value;

const SETS = {
  ui,
  errorPages: errorPageTexts,
  errorTexts: {
    fr: Object.fromEntries(Object.entries(ERROR_TEXTS).map(([code, t]) => [code, t.fr])),
    en: Object.fromEntries(Object.entries(ERROR_TEXTS).map(([code, t]) => [code, t.en])),
  },
  fieldMessages,
  adminApplications: adminApplicationsUi,
  personalData: personalDataTexts,
  mails: mailTexts,
  accountMails: accountMailTexts,
  contractPdfs: contractPdfTexts,
  contractVerify: contractVerifyTexts,
  unsubscribe: unsubscribeTexts,
  notices: noticeTexts,
  contractAudit: contractAuditTexts,
  exportReadme: exportReadmeTexts,
  formulas: formulaTexts,
  worksheets: worksheetTexts,
  inputs: inputTexts,
  applicationInputs: applicationInputTexts,
  landingAdmin: landingAdminTexts,
};

describe('interface texts', () => {
  for (const [name, set] of Object.entries(SETS)) {
    it(`${name}: French texts use French spacing`, () => {
      const problems = strings(set.fr).flatMap(([path, text]) => frenchSpacingProblems(text).map((p) => `${path}: ${p} in «${text}»`));
      expect(problems).toEqual([]);
    });

    it(`${name}: English has every French text`, () => {
      expect(shapeOf(set.en)).toEqual(shapeOf(set.fr));
    });

    it(`${name}: English texts never carry French no-break spacing before punctuation`, () => {
      const bad = strings(set.en).filter(([, text]) => /[\u00a0\u202f][:;!?]/.test(text));
      expect(bad).toEqual([]);
    });
  }
});
