import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeZodError, parseIn, refusalCode } from './field-messages.ts';
import type { AppError } from './errors.ts';
import type { Lang } from '#i18n/lang.ts';

const schema = z.strictObject({
  name: z.string().min(1).max(5),
  count: z.number().int().min(0).max(10),
  tags: z.array(z.string()).max(2),
  day: z.enum(['lundi', 'mardi']),
  flag: z.boolean().optional(),
});

function errorsOf(value: unknown, lang: Lang) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return localizeZodError(result.error, lang);
}

describe('localizeZodError: our words, never zod’s', () => {
  it.each([
    [{ count: 1, tags: [], day: 'lundi' }, 'name', 'Ce champ est obligatoire.', 'This field is required.'],
    [{ name: 3, count: 1, tags: [], day: 'lundi' }, 'name', 'Entrez un texte.', 'Enter some text.'],
    [{ name: '', count: 1, tags: [], day: 'lundi' }, 'name', 'Ce champ ne peut pas être vide.', 'This field cannot be empty.'],
    [{ name: 'abcdef', count: 1, tags: [], day: 'lundi' }, 'name', '5 caractères au maximum.', '5 characters at most.'],
    [{ name: 'a', count: 1.5, tags: [], day: 'lundi' }, 'count', 'Entrez un nombre entier.', 'Enter a whole number.'],
    [{ name: 'a', count: 11, tags: [], day: 'lundi' }, 'count', 'Entrez une valeur d’au plus 10.', 'Enter a value of at most 10.'],
    [{ name: 'a', count: -1, tags: [], day: 'lundi' }, 'count', 'Entrez une valeur d’au moins 0.', 'Enter a value of at least 0.'],
    [{ name: 'a', count: 1, tags: ['a', 'b', 'c'], day: 'lundi' }, 'tags', '2 éléments au maximum.', '2 items at most.'],
    [{ name: 'a', count: 1, tags: [], day: 'dimanche' }, 'day', 'Choisissez l’une des propositions.', 'Pick one of the suggestions.'],
    [{ name: 'a', count: 1, tags: [], day: 'lundi', flag: 'oui' }, 'flag', 'Répondez par oui ou par non.', 'Answer yes or no.'],
    [{ name: 'a', count: 1, tags: [], day: 'lundi', extra: 1 }, 'extra', 'Ce champ n’existe pas.', 'This field does not exist.'],
  ])('%o → %s', (value, key, fr, en) => {
    expect(errorsOf(value, 'fr').fieldErrors[key]).toEqual([fr]);
    expect(errorsOf(value, 'en').fieldErrors[key]).toEqual([en]);
  });

  it('keeps hostile keys as plain keys', () => {
    const errors = errorsOf(JSON.parse('{"name":"a","count":1,"tags":[],"day":"lundi","constructor":1,"__proto__":2}'), 'fr');
    expect(Object.keys(errors.fieldErrors).sort()).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(errors)).fieldErrors.constructor).toEqual(['Ce champ n’existe pas.']);
  });
});

describe('parseIn: a schema’s own message wins, the rest reads from the same table', () => {
  const custom = z.strictObject({
    trade: z.string({ error: 'Indiquez votre métier.' }).min(2, { error: 'Deux lettres au moins.' }),
    count: z.number().int().min(0).max(10),
    day: z.enum(['lundi', 'mardi']),
  });
  const failure = (value: unknown, lang: Lang) => {
    try {
      parseIn(custom, value, lang);
    } catch (error) {
      return error as AppError;
    }
    throw new Error('expected a failure');
  };

  it.each([
    [{ count: 1, day: 'lundi' }, 'trade', 'Indiquez votre métier.', 'Indiquez votre métier.'],
    [{ trade: 'a', count: 1, day: 'lundi' }, 'trade', 'Deux lettres au moins.', 'Deux lettres au moins.'],
    [{ trade: 'potier', day: 'lundi' }, 'count', 'Ce champ est obligatoire.', 'This field is required.'],
    [{ trade: 'potier', count: 11, day: 'lundi' }, 'count', 'Entrez une valeur d’au plus 10.', 'Enter a value of at most 10.'],
    [{ trade: 'potier', count: 1, day: 'dimanche' }, 'day', 'Choisissez l’une des propositions.', 'Pick one of the suggestions.'],
    [{ trade: 'potier', count: 1, day: 'lundi', extra: 1 }, 'extra', 'Ce champ n’existe pas.', 'This field does not exist.'],
  ])('%o → %s', (value, key, fr, en) => {
    for (const [lang, text] of [['fr', fr], ['en', en]] as const) {
      const error = failure(value, lang);
      expect(error.code).toBe('validation_failed');
      expect((error.details as { fieldErrors: Record<string, string[]> }).fieldErrors[key]).toEqual([text]);
    }
  });

  it('a body that is not an object is a form error in the caller’s language', () => {
    expect((failure('texte', 'en').details as { formErrors: string[] }).formErrors).toEqual(['An object is expected.']);
  });

  it('returns the parsed value', () => {
    expect(parseIn(custom, { trade: 'potier', count: 3, day: 'mardi' }, 'fr')).toEqual({ trade: 'potier', count: 3, day: 'mardi' });
  });
});

describe('refusalCode: validation_failed for what the description states, rule_failed for a rule it cannot (decision 030)', () => {
  const codeFor = (s: z.ZodType, value: unknown) => {
    try {
      parseIn(s, value, 'en');
    } catch (error) {
      return (error as AppError).code;
    }
    return 'accepted';
  };
  const even = z.number().refine((n) => n % 2 === 0, 'even');
  const day = z.string().refine((v) => v !== '2026-02-31', { message: 'day', params: { described: true } });
  it('a type or a bound is validation_failed, even beside a refinement', () => {
    expect(codeFor(even, 'x')).toBe('validation_failed');
    expect(codeFor(z.object({ a: even, b: z.string() }), { a: 1, b: 2 })).toBe('validation_failed');
  });
  it('a refinement alone is rule_failed, unless it says the description states it', () => {
    expect(codeFor(even, 1)).toBe('rule_failed');
    expect(codeFor(day, '2026-02-31')).toBe('validation_failed');
    expect(refusalCode([])).toBe('validation_failed');
  });
});
