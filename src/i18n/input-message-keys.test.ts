import { describe, expect, it } from 'vitest';
import { inputMessageKeys, wordMessageKey, type InputArea } from './input-message-keys.ts';
import { applicationInputTexts } from './application-input-texts.ts';
import { inputTexts } from './input-texts.ts';

const AREAS: InputArea[] = ['application', 'withdrawal', 'payment', 'refund', 'siteUpdate', 'board'];

describe('message keys of the input schemas', () => {
  it('every key is worded in both languages, a text around a number with the number given', () => {
    for (const area of AREAS) {
      for (const key of Object.values(inputMessageKeys(area)) as string[]) {
        for (const lang of ['fr', 'en'] as const) {
          const text = wordMessageKey(key, lang, 7);
          expect(text, `${key} ${lang}`).toBeTypeOf('string');
          expect(text).not.toContain('message-key:');
        }
      }
    }
  });

  it('words a key as its text, the number read from the check', () => {
    expect(wordMessageKey(inputMessageKeys('application').siren, 'fr')).toBe(applicationInputTexts.fr.siren);
    expect(wordMessageKey(inputMessageKeys('application').siren, 'en')).toBe(applicationInputTexts.en.siren);
    expect(wordMessageKey(inputMessageKeys('board').tooLong, 'en', 120)).toBe(inputTexts.en.board.tooLong(120));
  });

  it('leaves alone what is no key of ours, or a text that needs its number and has none', () => {
    expect(wordMessageKey('Ce champ est obligatoire.', 'fr')).toBeUndefined();
    expect(wordMessageKey('message-key:board.constructor', 'fr')).toBeUndefined();
    expect(wordMessageKey('message-key:nowhere.required', 'fr')).toBeUndefined();
    expect(wordMessageKey(inputMessageKeys('board').tooLong, 'fr')).toBeUndefined();
  });

  it('keeps the texts that take two numbers or a name out of the keys', () => {
    expect(Object.keys(inputMessageKeys('board'))).not.toContain('integer');
    expect(Object.keys(inputMessageKeys('board'))).not.toContain('date');
  });
});
