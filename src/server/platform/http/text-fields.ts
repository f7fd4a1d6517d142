/**
 * The one way an input takes a text that can reach a document, an export or a mail header
 * (decision 050): control characters, line breaks (but in a multi-line text), U+2028/U+2029 and
 * lone surrogates refused with 400 `validation_failed` naming the field, in the caller's language
 * (field-texts.ts: `singleLine`, `controlCharacters`). The check reads the text as sent, before
 * the trim, so the API description's pattern states exactly what is refused.
 */
import { z } from 'zod';
import {
  isCleanText,
  isSingleLine,
  MULTI_LINE_FILLED_PATTERN,
  MULTI_LINE_PATTERN,
  SINGLE_LINE_FILLED_PATTERN,
  SINGLE_LINE_PATTERN,
} from '#shared/clean-text.ts';

export interface TextFieldOptions {
  /** Most characters once trimmed. */
  max: number;
  /** At least one character that is not a space (after the trim). */
  required?: boolean;
  /** Line feeds allowed (a note); CR LF and CR arrive as LF. */
  multiline?: boolean;
  /** The schema's own messages, when its form words them (they win over the field texts). */
  messages?: { type?: string; required?: string; tooLong?: (max: number) => string };
}

/** A checked text: `textField({ max: 80, required: true })`. Add `.optional()`/`.nullable()` after. */
export function textField({ max, required = false, multiline = false, messages = {} }: TextFieldOptions) {
  // The form's own message is for a value that is no text; the other issues keep theirs.
  const type = messages.type;
  const text = z.string(type ? { error: (issue) => (issue.code === 'invalid_type' ? type : undefined) } : undefined);
  const clean = multiline ? text.overwrite((value) => value.replace(/\r\n?/g, '\n')) : text;
  const checked = clean
    // `described`: the pattern below states it, so a refusal is `validation_failed` (decision 030).
    .refine(multiline ? isCleanText : isSingleLine, { params: { message_key: multiline ? 'controlCharacters' : 'singleLine', described: true } })
    .trim();
  const bounded = (required ? checked.min(1, messages.required) : checked).max(max, messages.tooLong?.(max));
  const pattern = multiline ? (required ? MULTI_LINE_FILLED_PATTERN : MULTI_LINE_PATTERN) : required ? SINGLE_LINE_FILLED_PATTERN : SINGLE_LINE_PATTERN;
  return bounded.meta({ pattern });
}
