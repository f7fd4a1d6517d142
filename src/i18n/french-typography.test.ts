/**
 * Every French text of every module of src/i18n, found without a list: each exported value is
 * walked, and under any `{ fr, en }` pair (or a `Record<Lang, …>`) the French side is checked for
 * French typography (frenchSpacingProblems: no-break space before : ; ! ? and inside « »).
 * Functions are called with sample arguments, so generated sentences are checked too. The named
 * sets of ui-texts.test.ts stay (they also compare the two languages' keys); this one sees the
 * modules nobody listed. Called again with names that start with a vowel, the generated sentences
 * must elide « de » before them (« d’Olivia », never « de Olivia »; elision.ts, issue 39).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frenchSpacingProblems } from './format.ts';

const here = new URL('./', import.meta.url);
const modules = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));

const SAMPLE_ARGS = [2, 'Texte', 3, 'Autre', 4, 'Fin'];
/**
 * Names starting with a vowel, given to the parameters that take a person's or a business's name
 * (by the parameter's own name: an amount or a date is no name): each « de » before them must elide.
 */
const VOWEL_ARGS = ['Olivia', 'Atelier', 'Inès'];
const NAME_PARAM = /name|who|subject|partner|person|brand|trade|seller|buyer|first|other/i;
function argsFor(fn: (...a: unknown[]) => unknown, args: unknown[]): unknown[] {
  const count = Math.max(fn.length, 1);
  if (args !== VOWEL_ARGS) return args.slice(0, count);
  const params = /^[^(]*\(([^)]*)\)|^\s*(\w+)\s*=>/.exec(fn.toString());
  const names = (params?.[1] ?? params?.[2] ?? '').split(',').map((p) => p.trim());
  return Array.from({ length: count }, (_, i) => (NAME_PARAM.test(names[i] ?? '') ? VOWEL_ARGS[i % VOWEL_ARGS.length] : SAMPLE_ARGS[i]));
}
const UNELIDED = /(?<![\p{L}])[Dd]e (Olivia|Atelier|Inès)\b/u;

/** Strings under `value`; `french` once inside the French side of a language pair. */
function frenchStrings(value: unknown, path: string, french: boolean, seen: Set<unknown>, out: [string, string][], args: unknown[] = SAMPLE_ARGS): void {
  if (typeof value === 'string') {
    if (french) out.push([path, value]);
    return;
  }
  if (typeof value === 'function') {
    if (!french) return;
    let result: unknown;
    try {
      const fn = value as (...a: unknown[]) => unknown;
      result = fn(...argsFor(fn, args));
    } catch {
      return; // a function that needs real arguments (a row, a date): its words are checked elsewhere
    }
    frenchStrings(result, `${path}()`, true, seen, out, args);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((v, i) => frenchStrings(v, `${path}.${i}`, french, seen, out, args));
    return;
  }
  const record = value as Record<string, unknown>;
  if (!french && 'fr' in record && 'en' in record) {
    frenchStrings(record.fr, `${path}.fr`, true, seen, out, args);
    return;
  }
  for (const [key, v] of Object.entries(record)) frenchStrings(v, `${path}.${key}`, french, seen, out, args);
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

describe('French elision before generated names in every module of src/i18n', () => {
  it.each(modules)('%s', async (file) => {
    const exported = (await import(new URL(file, here).href)) as Record<string, unknown>;
    const found: [string, string][] = [];
    for (const [name, value] of Object.entries(exported)) frenchStrings(value, name, false, new Set(), found, VOWEL_ARGS);
    expect(found.filter(([, text]) => UNELIDED.test(text)).map(([path, text]) => `${path}: «${text}»`)).toEqual([]);
  });

  it('is seen by the check', () => {
    expect(UNELIDED.test('Changer le rôle de Olivia')).toBe(true);
    expect(UNELIDED.test('Changer le rôle d’Olivia')).toBe(false);
  });
});
