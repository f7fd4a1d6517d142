import { describe, expect, it } from 'vitest';
import { businessTexts } from './ui-application-business.ts';
import { applicationTexts } from './ui-applications.ts';

describe('the business fields’ labels', () => {
  it.each(['fr', 'en'] as const)('carry no « required / optional » mark of their own: the field adds it (%s)', (lang) => {
    const { required, optional } = applicationTexts[lang].form;
    const labels = Object.values(businessTexts[lang]).filter((v): v is string => typeof v === 'string');
    for (const label of labels) {
      expect(label, label).not.toContain(required);
      expect(label, label).not.toContain(optional);
    }
  });
});
