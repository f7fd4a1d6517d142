/**
 * ESLint does not read `.astro` files, so the date kit's lint rules (eslint.config.js, decision
 * 065) are applied to them here: no page or component formats a date, picks a locale or spells
 * the `/en` prefix itself; src/i18n/format.ts, src/i18n/paths.ts and src/server/platform/dates.ts do.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

const FORBIDDEN: [RegExp, string][] = [
  [/\bIntl\.DateTimeFormat\b/, 'Intl.DateTimeFormat: use formatDate/formatDay/formatDateTime or dayIn'],
  [/\.toLocale(Date|Time)?String\(/, 'toLocale*String: use the kit in src/i18n/format.ts'],
  [/['"`](en-GB|fr-FR)['"`]/, 'a locale literal: use localeOf'],
  [/['"`]\/en(?=[/?#'"`]|\$\{)/, 'an /en path: use pagePath or langPrefix'],
];

function astroFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? astroFiles(join(dir, e.name)) : e.name.endsWith('.astro') ? [join(dir, e.name)] : [],
  );
}

/** The file without its comments (`//`, `/* … *\/`, `<!-- … -->`), which may name what they avoid. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/^\s*\/\/.*$/gm, '');

describe('the date, locale and path kit in .astro files', () => {
  const files = astroFiles('src');

  it('finds the pages and components', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('is the only place dates are formatted, locales picked and /en paths built', () => {
    const problems = files.flatMap((file) => {
      const lines = code(readFileSync(join(root, file), 'utf8')).split('\n');
      return lines.flatMap((line, i) => FORBIDDEN.filter(([pattern]) => pattern.test(line)).map(([, what]) => `${file}:${i + 1}: ${what}`));
    });
    expect(problems).toEqual([]);
  });
});
