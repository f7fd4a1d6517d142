/**
 * What a text of ours may hold (decision 050): no C0 control (U+0000–U+001F), no DEL nor C1
 * control (U+007F–U+009F), no Unicode line or paragraph separator (U+2028, U+2029), no lone
 * surrogate. Such characters make a Factur-X XML ill-formed (XML 1.0 forbids most of them), add
 * lines to a PDF, a FEC or a CSV, and can split a mail header. A multi-line text (notes) keeps
 * its line feeds and nothing else of the kind. Pure: the input checks and every writer share it.
 */

/** Lone surrogates: with the `u` flag a well-formed pair is one code point, outside this range. */
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff]/u;
const FORBIDDEN_IN_TEXT = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff]/u;

/**
 * The same rules as JSON Schema patterns (ECMA-262, `u` flag: how the API description states
 * them, decision 030); each `*_FILLED` also asks for one character that is not a space, as a
 * trimmed, non-empty text is.
 */
const LINE_CHAR = '[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\uD800-\\uDFFF]';
// A multi-line text's pattern lets CR through: CR LF and CR are read as LF before the check.
const TEXT_CHAR = '[^\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u2028\\u2029\\uD800-\\uDFFF]';
export const SINGLE_LINE_PATTERN = `^${LINE_CHAR}*$`;
export const SINGLE_LINE_FILLED_PATTERN = `^${LINE_CHAR}*[^\\s\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]${LINE_CHAR}*$`;
export const MULTI_LINE_PATTERN = `^${TEXT_CHAR}*$`;
export const MULTI_LINE_FILLED_PATTERN = `^${TEXT_CHAR}*[^\\s\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]${TEXT_CHAR}*$`;

/** True when `value` is one line of clean text. */
export function isSingleLine(value: string): boolean {
  return !FORBIDDEN_IN_LINE.test(value);
}

/** True when `value` is clean text whose only breaks are line feeds. */
export function isCleanText(value: string): boolean {
  return !FORBIDDEN_IN_TEXT.test(value);
}

const FORBIDDEN_IN_LINE_ALL = new RegExp(FORBIDDEN_IN_LINE.source, 'gu');
const FORBIDDEN_IN_TEXT_ALL = new RegExp(FORBIDDEN_IN_TEXT.source, 'gu');

/**
 * One line for a writer that must never emit a break (a PDF's name, a FEC or CSV cell): each run
 * of forbidden characters becomes one space. For rows stored before the input checks.
 */
export function toSingleLine(value: string): string {
  return value.replace(new RegExp(`(?:${FORBIDDEN_IN_LINE.source})+`, 'gu'), ' ');
}

/** `value` without what isSingleLine refuses, nothing put in its place. */
export function withoutLineBreaks(value: string): string {
  return value.replace(FORBIDDEN_IN_LINE_ALL, '');
}

/** `value` without what isCleanText refuses (line feeds stay). */
export function withoutControls(value: string): string {
  return value.replace(FORBIDDEN_IN_TEXT_ALL, '');
}
