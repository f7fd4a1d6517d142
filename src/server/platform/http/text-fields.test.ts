import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textField } from './text-fields.ts';
import { parseIn } from './field-messages.ts';
import { AppError } from './errors.ts';
import { toSingleLine } from '#shared/clean-text.ts';

const form = z.strictObject({ name: textField({ max: 20, required: true }), note: textField({ max: 200, multiline: true }).optional() });

function refusal(value: unknown, lang: 'fr' | 'en' = 'fr') {
  try {
    parseIn(form, value, lang);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details as { fieldErrors: Record<string, string[]> } };
    throw error;
  }
  return null;
}

/** The pattern the API description states, read as Ajv reads it (ECMA-262, `u` flag). */
const patternOf = (schema: z.ZodType) => new RegExp((z.toJSONSchema(schema) as { pattern: string }).pattern, 'u');

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
const C1 = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i));
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

describe('textField: clean text in (decision 050)', () => {
  it.each([...C0, ...C1, '\u2028', '\u2029', ...LONE_SURROGATES].map((c) => [c.codePointAt(0)!.toString(16).padStart(4, '0'), c]))(
    'U+%s in a name → 400 validation_failed naming the field, in both languages',
    (_hex, c) => {
      for (const value of [`Ca${c}mille`, `${c}Camille`, `Camille${c}`]) {
        expect(refusal({ name: value })).toEqual({ code: 'validation_failed', details: { formErrors: [], fieldErrors: { name: ['Une seule ligne, sans caractère de contrôle (retour à la ligne, tabulation…).'] } } });
        expect(refusal({ name: value }, 'en')?.details.fieldErrors.name).toEqual(['One line only, without control characters (line break, tab…).']);
        expect(patternOf(form.shape.name).test(value)).toBe(false);
      }
    },
  );

  it.each([
    ['Camille Durand', 'Camille Durand'],
    ['  Céramiques & Fils  ', 'Céramiques & Fils'],
    ['Atelier\u00a0«\u202fbois\u202f»', 'Atelier\u00a0«\u202fbois\u202f»'],
    ['Poterie 🏺', 'Poterie 🏺'],
  ])('accepts %j as %j', (sent, kept) => {
    expect(parseIn(form, { name: sent }, 'fr').name).toBe(kept);
    expect(patternOf(form.shape.name).test(sent)).toBe(true);
  });

  it('a multi-line note keeps its line feeds (CR LF read as LF) and refuses other controls', () => {
    expect(parseIn(form, { name: 'a', note: 'un\r\ndeux\rtrois\nquatre' }, 'fr').note).toBe('un\ndeux\ntrois\nquatre');
    for (const c of [...C0, ...C1, '\u2028', ...LONE_SURROGATES].filter((c) => c !== '\n' && c !== '\r')) {
      expect(refusal({ name: 'a', note: `x${c}y` })?.details.fieldErrors.note).toEqual(['Pas de caractère de contrôle (tabulation, caractère invisible…)\u00a0; les retours à la ligne sont permis.']);
    }
  });

  it('the described pattern refuses exactly what the check refuses, over the whole BMP', () => {
    const line = patternOf(form.shape.name);
    const note = patternOf(textField({ max: 10, multiline: true }));
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      const lineOk = refusal({ name: `a${c}b` }) === null;
      expect([code, line.test(`a${c}b`)]).toEqual([code, lineOk]);
      const noteOk = refusal({ name: 'a', note: `a${c}b` }) === null;
      expect([code, note.test(`a${c}b`)]).toEqual([code, noteOk]);
    }
  });

  it('spaces alone are no name, for the check and for the pattern', () => {
    expect(refusal({ name: ' \u00a0 ' })?.code).toBe('validation_failed');
    expect(patternOf(form.shape.name).test(' \u00a0 ')).toBe(false);
  });
});

describe('toSingleLine: what a writer does with a row stored before the checks', () => {
  it.each([
    ['Camille\nDurand', 'Camille Durand'],
    ['A\u0001\u0002B', 'A B'],
    ['A\u2028B\u0085C', 'A B C'],
    ['\ud800x', ' x'],
    ['Poterie 🏺', 'Poterie 🏺'],
  ])('%j → %j', (stored, written) => expect(toSingleLine(stored)).toBe(written));
});
