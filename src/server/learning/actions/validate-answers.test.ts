import { describe, expect, it } from 'vitest';
import { validateAnswers, visibleFields, type FieldSpec } from './validate-answers.ts';
import { AppError } from '#server/platform/http/errors.ts';
import type { Lang } from '#i18n/lang.ts';

const fields: FieldSpec[] = [
  { key: 'style', type: 'text', options: [{ value: 'epure', label: 'Épuré', label_en: 'Clean' }, { value: 'ambiance', label: 'Ambiance' }], required: true },
  { key: 'note', type: 'text' },
  { key: 'pieces', type: 'number' },
  { key: 'studio', type: 'boolean' },
  { key: 'fenetre', type: 'text', show_if: { field: 'studio', equals: true } },
  { key: 'lampe', type: 'text', show_if: { field: 'fenetre', equals: 'nord' } },
  { key: 'mots', type: 'tags' },
  { key: 'jours', type: 'tags', options: ['lundi', 'mardi'] },
  { key: 'couleurs', type: 'color_list', required: true },
  { key: 'bio', type: 'text', max_length: 150 },
  { key: 'acompte', type: 'number', min: 0, max: 100 },
];

function errorsOf(data: Record<string, unknown>, enforceRequired = false): Record<string, string[]> {
  try {
    validateAnswers(fields, data, { enforceRequired });
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('rule_failed');
    return ((error as AppError).details as { fieldErrors: Record<string, string[]> }).fieldErrors;
  }
  throw new Error('expected a validation error');
}

describe('validateAnswers: accepted values', () => {
  it.each([
    ['text option', { style: 'epure' }],
    ['free text', { note: 'x'.repeat(2000) }],
    ['number', { pieces: 4.5 }],
    ['negative number', { pieces: -2 }],
    ['boolean', { studio: false }],
    ['tags', { mots: ['lin', 'laine'] }],
    ['tags with options', { jours: ['lundi'] }],
    ['empty tags', { mots: [] }],
    ['colours', { couleurs: ['#aabbcc', '#00FF00'] }],
    ['shown conditional', { studio: true, fenetre: 'nord' }],
    ['text at its named limit', { bio: 'x'.repeat(150) }],
    ['number within bounds', { acompte: 30 }],
    ['number at a bound', { acompte: 100 }],
  ])('%s', (_name, data) => {
    expect(validateAnswers(fields, data, { enforceRequired: false })).toEqual(data);
  });
});

describe('validateAnswers: refused values name the key', () => {
  it.each([
    ['unknown key', { nope: 1 }, 'nope'],
    ['text not in options', { style: 'autre' }, 'style'],
    ['text too long', { note: 'x'.repeat(2001) }, 'note'],
    ['number as string', { pieces: '4' }, 'pieces'],
    ['boolean as string', { studio: 'true' }, 'studio'],
    ['tags not an array', { mots: 'lin' }, 'mots'],
    ['duplicate tags', { mots: ['lin', 'lin'] }, 'mots'],
    ['empty tag', { mots: [''] }, 'mots'],
    ['tag too long', { mots: ['x'.repeat(61)] }, 'mots'],
    ['31 tags', { mots: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'mots'],
    ['tag not in options', { jours: ['dimanche'] }, 'jours'],
    ['bad colour', { couleurs: ['red'] }, 'couleurs'],
    ['short colour', { couleurs: ['#abc'] }, 'couleurs'],
    ['13 colours', { couleurs: Array.from({ length: 13 }, () => '#000000') }, 'couleurs'],
    ['option label instead of value', { style: 'Épuré' }, 'style'],
    ['text over its named limit', { bio: 'x'.repeat(151) }, 'bio'],
    ['number below min', { acompte: -1 }, 'acompte'],
    ['number above max', { acompte: 101 }, 'acompte'],
    ['prototype key', JSON.parse('{"__proto__": 1}'), '__proto__'],
    ['constructor key', { constructor: 1 }, 'constructor'],
  ])('%s', (_name, data, key) => {
    expect(Object.keys(errorsOf(data))).toEqual([key]);
  });

  it('refuses a non-finite number', () => {
    expect(Object.keys(errorsOf({ pieces: Number.POSITIVE_INFINITY }))).toEqual(['pieces']);
  });
});

describe('show_if', () => {
  it('drops a field whose condition is not met, even with a bad value', () => {
    expect(validateAnswers(fields, { studio: false, fenetre: 42 }, { enforceRequired: false })).toEqual({ studio: false });
    expect(validateAnswers(fields, { fenetre: 'nord' }, { enforceRequired: false })).toEqual({});
  });

  it('hides a field whose controlling field is itself hidden', () => {
    expect(visibleFields(fields, { studio: false, fenetre: 'nord' }).has('lampe')).toBe(false);
    expect(visibleFields(fields, { studio: true, fenetre: 'nord' }).has('lampe')).toBe(true);
    expect(visibleFields(fields, { studio: true, fenetre: 'sud' }).has('lampe')).toBe(false);
  });

  it('compares with strict equality', () => {
    expect(validateAnswers(fields, { studio: true, fenetre: 'est' }, { enforceRequired: false })).toEqual({ studio: true, fenetre: 'est' });
    expect(visibleFields(fields, { studio: 'true' }).has('fenetre')).toBe(false);
  });
});

describe('required', () => {
  it('is enforced only when asked (validation)', () => {
    expect(validateAnswers(fields, {}, { enforceRequired: false })).toEqual({});
    expect(Object.keys(errorsOf({}, true)).sort()).toEqual(['couleurs', 'style']);
    expect(Object.keys(errorsOf({ style: 'epure', couleurs: [] }, true))).toEqual(['couleurs']);
  });

  it('does not require a hidden field', () => {
    const conditional: FieldSpec[] = [
      { key: 'a', type: 'boolean' },
      { key: 'b', type: 'text', required: true, show_if: { field: 'a', equals: true } },
    ];
    expect(validateAnswers(conditional, { a: false }, { enforceRequired: true })).toEqual({ a: false });
    expect(() => validateAnswers(conditional, { a: true }, { enforceRequired: true })).toThrow(AppError);
  });

  it('treats a text of spaces only as no answer', () => {
    const titled: FieldSpec[] = [{ key: 'titre', type: 'text', required: true }];
    expect(() => validateAnswers(titled, { titre: ' \n\t ' }, { enforceRequired: true })).toThrow(AppError);
    expect(validateAnswers(titled, { titre: ' Oui ' }, { enforceRequired: true })).toEqual({ titre: ' Oui ' });
  });

  it('treats null as no answer', () => {
    expect(validateAnswers(fields, { note: null }, { enforceRequired: false })).toEqual({});
  });
});

describe('messages in the caller’s language, never zod’s defaults', () => {
  const messages = (data: Record<string, unknown>, lang: Lang, enforceRequired = false) => {
    try {
      validateAnswers(fields, data, { enforceRequired, lang });
    } catch (error) {
      return ((error as AppError).details as { fieldErrors: Record<string, string[]> }).fieldErrors;
    }
    throw new Error('expected a validation error');
  };
  it.each([
    [{ pieces: '4' }, 'pieces', 'Entrez un nombre.', 'Enter a number.'],
    [{ style: 'autre' }, 'style', 'Choisissez l’une des propositions.', 'Pick one of the suggestions.'],
    [{ bio: 'x'.repeat(151) }, 'bio', '150 caractères au maximum.', '150 characters at most.'],
    [{ acompte: 101 }, 'acompte', 'Entrez une valeur d’au plus 100.', 'Enter a value of at most 100.'],
    [{ mots: ['lin', 'lin'] }, 'mots', 'Chaque élément ne peut figurer qu’une fois.', 'Each item can appear only once.'],
    [{ couleurs: ['red'] }, 'couleurs', 'Une couleur s’écrit #rrggbb (par exemple #9a4a24).', 'A colour is written #rrggbb (for example #9a4a24).'],
    [{ nope: 1 }, 'nope', 'Ce champ n’existe pas.', 'This field does not exist.'],
  ])('%o', (data, key, fr, en) => {
    expect(messages(data, 'fr')[key]).toEqual([fr]);
    expect(messages(data, 'en')[key]).toEqual([en]);
  });

  it('says a required field is required', () => {
    expect(messages({ style: 'epure', couleurs: [], bio: '   ' }, 'fr', true).couleurs).toEqual(['Ce champ est obligatoire.']);
    expect(messages({ couleurs: ['#aabbcc'] }, 'en', true).style).toEqual(['This field is required.']);
  });
});

describe('keys named like Object.prototype members', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'])('"%s" is an unknown field (400), never a TypeError', (key) => {
    const data = JSON.parse(`{"${key}": 1}`) as Record<string, unknown>;
    expect(Object.keys(errorsOf(data, false))).toEqual([key]);
  });

  it('a show_if naming an inherited member is simply not met', () => {
    const conditional: FieldSpec[] = [{ key: 'b', type: 'text', show_if: { field: 'constructor', equals: true } }];
    expect(visibleFields(conditional, {})).toEqual(new Set());
  });
});
