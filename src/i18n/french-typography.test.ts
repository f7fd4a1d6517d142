/**
 * Every French text of every module of src/i18n, found without a list: each exported value is
 * walked, and under any `{ fr, en }` pair (or a `Record<Lang, …>`) the French side is checked for
 * French typography (frenchSpacingProblems: no-break space before : ; ! ? and inside « »).
 * Functions are called with sample arguments, so generated sentences are checked too. The named
 * sets of ui-texts.test.ts stay (they also compare the two languages' keys); this one sees the
 * modules nobody listed.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frenchSpacingProblems } from './format.ts';

const here = new URL('./', import.meta.url);
const modules = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));

const SAMPLE_ARGS = [2, 'Texte', 3, 'Autre', 4, 'Fin'];

/** Strings under `value`; `french` once inside the French side of a language pair. */
function frenchStrings(value: unknown, path: string, french: boolean, seen: Set<unknown>, out: [string, string][]): void {
  if (typeof value === 'string') {
    if (french) out.push([path, value]);
    return;
  }
  if (typeof value === 'function') {
    if (!french) return;
    let result: unknown;
    try {
      result = (value as (...a: unknown[]) => unknown)(...SAMPLE_ARGS.slice(0, Math.max(value.length, 1)));
    } catch {
      return; // a function that needs real arguments (a row, a date): its words are checked elsewhere
    }
    frenchStrings(result, `${path}()`, true, seen, out);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((v, i) => frenchStrings(v, `${path}.${i}`, french, seen, out));
    return;
  }
  const record = value as Record<string, unknown>;
  if (!french && 'fr' in record && 'en' in record) {
    frenchStrings(record.fr, `${path}.fr`, true, seen, out);
    return;
  }
  for (const [key, v] of Object.entries(record)) frenchStrings(v, `${path}.${key}`, french, seen, out);
}

describe('French typography in every module of src/i18n', () => {
  it.each(modules)('%s', async (file) => {
    const exported = (await import(new URL(file, here).href)) as Record<string, unknown>;
    const found: [string, string][] = [];
    for (const [name, value] of Object.entries(exported)) frenchStrings(value, name, false, new Set(), found);
    const problems = found.flatMap(([path, text]) => frenchSpacingProblems(text).map((p) => `${path}: ${p} in «${text}»`));
    expect(problems).toEqual([]);
  });
});
