import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeZodError } from './field-messages.ts';

const schema = z.strictObject({
  name: z.string().min(1).max(5),
  count: z.number().int().min(0).max(10),
  tags: z.array(z.string()).max(2),
  day: z.enum(['lundi', 'mardi']),
  flag: z.boolean().optional(),
});

function errorsOf(value: unknown, lang: 'fr' | 'en') {
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
