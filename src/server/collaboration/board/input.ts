/**
 * Input checks of the collaboration routes with messages in the caller's language (decision 005:
 * never a library's default English): our own words for texts (message keys, worded when a
 * refusal is written) and answers.
 */
import { z } from 'zod';
import { inputTexts } from '#i18n/input-texts.ts';
import { inputMessageKeys } from '#i18n/input-message-keys.ts';

export const FIELD_TEXTS = { fr: inputTexts.fr.board, en: inputTexts.en.board };

/** C0 controls other than tab and line feed (CR is folded into LF first), DEL and C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * A user text as we store it: NFC, LF line endings, trimmed. Null when it cannot be stored as is
 * (lone surrogates would silently become U+FFFD in the database and change a contract's hash;
 * control characters have no place in a contract).
 */
export function cleanText(value: string, multiline: boolean): string | null {
  if (!value.isWellFormed()) return null;
  let text = value.replace(/\r\n?/g, '\n').normalize('NFC');
  if (!multiline) text = text.replace(/\n/g, ' ');
  if (CONTROL.test(text)) return null;
  return text.trim();
}

export const codePointLength = (text: string): number => [...text].length;

/** A zod string field cleaned with cleanText, non-empty, at most `max` code points. */
const t = inputMessageKeys('board');

export function textField(max: number, multiline: boolean) {
  // The description gives the limits (code points, as JSON Schema counts them), counted after
  // the cleaning below (trimmed, control characters refused).
  // `pattern` states that spaces alone are no text; control characters are this rule's (400 `rule_failed`).
  const limits = { minLength: 1, maxLength: max, pattern: '\\S', description: `${max} characters at most, counted after trimming${multiline ? '; line breaks kept' : ''}` };
  return z.string({ error: t.notText }).meta(limits).transform((value, ctx) => {
    const text = cleanText(value, multiline);
    if (text === null) {
      ctx.addIssue({ code: 'custom', message: t.badCharacters });
      return z.NEVER;
    }
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: t.required, params: { described: true } });
      return z.NEVER;
    }
    if (codePointLength(text) > max) {
      ctx.addIssue({ code: 'custom', message: t.tooLong, params: { described: true, max } });
      return z.NEVER;
    }
    return text;
  });
}
