import { describe, expect, it } from 'vitest';
import { exportReadme } from './export-readme.ts';
import { JSON_SECTIONS } from './export-sections.ts';
import { frenchSpacingProblems } from '#i18n/format.ts';

const input = { email: 'a@example.test', createdAt: new Date('2026-11-25T10:00:00Z'), counts: Object.fromEntries(JSON_SECTIONS.map((s) => [s.name, 1])), files: ['invoices/F-2026-000001.pdf'] };

describe('the README of a data export', () => {
  it('describes every JSON section in both languages, and lists the documents', () => {
    for (const lang of ['fr', 'en'] as const) {
      const text = exportReadme(lang, input);
      for (const section of JSON_SECTIONS) expect(text).toMatch(new RegExp(`- ${section.name}\\.json \\(1\\)\\u00a0?: \\S`));
      expect(text).toContain('- invoices/F-2026-000001.pdf');
    }
  });

  it('lists the files that could not be read as missing, apart from the others (decision 037)', () => {
    for (const lang of ['fr', 'en'] as const) {
      const text = exportReadme(lang, { ...input, missing: ['files/gallery/0b7c.webp'] });
      const [before, after] = text.split(lang === 'fr' ? 'Fichiers manquants (1)' : 'Missing files (1)');
      expect(before).toContain('- invoices/F-2026-000001.pdf');
      expect(before).not.toContain('0b7c');
      expect(after).toContain('- files/gallery/0b7c.webp');
      expect(after).toContain('"missing": true');
    }
    expect(exportReadme('en', input)).not.toContain('Missing files');
  });

  it('dates itself in words, in the member\'s language, never as an ISO timestamp', () => {
    expect(exportReadme('fr', input)).toContain('Export préparé le 25 novembre 2026 à 10:00 (UTC).');
    expect(exportReadme('en', input)).toContain('Export prepared on 25 November 2026 at 10:00 (UTC).');
    for (const lang of ['fr', 'en'] as const) expect(exportReadme(lang, input)).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('follows French typography in French', () => {
    const lines = exportReadme('fr', { ...input, missing: ['files/gallery/0b7c.webp'] }).split('\r\n').filter((l) => !l.includes('@'));
    expect(lines.flatMap((l) => frenchSpacingProblems(l))).toEqual([]);
  });
});
