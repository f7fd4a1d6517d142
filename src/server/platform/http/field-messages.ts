/**
 * Field error messages in the caller's language (house style: never zod's default English).
 * `localizeZodError` turns a ZodError into the `{formErrors, fieldErrors}` of a 400
 * `validation_failed`; domain validators (answers, readings) use `fieldMessages` directly.
 * A schema words its own refusals with message keys (src/i18n/input-message-keys.ts), worded
 * here in the request's language: a schema is one constant, for every language.
 */
import { z } from 'zod';
import { AppError } from './errors.ts';
import { fieldMessages, rangeMessage, type FieldMessages } from '#i18n/field-texts.ts';
import type { Lang } from '#i18n/lang.ts';
import { wordMessageKey } from '#i18n/input-message-keys.ts';

export { fieldMessages, rangeMessage };

type Issue = z.core.$ZodIssue;

/** One zod issue as a person reads it, in `lang`. */
export function issueMessage(issue: Issue, lang: Lang): string {
  const t = fieldMessages[lang];
  switch (issue.code) {
    case 'invalid_type':
      // Inside an error map (fieldErrorMap) the issue has its input and no message yet; afterwards
      // zod 4 keeps no input, and its own wording still says when the value was missing.
      if (issue.input === undefined && (issue.message === undefined || /received undefined$/.test(issue.message))) return t.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return issue.expected === 'int' ? t.integer : t.number;
      if (issue.expected === 'string') return t.text;
      if (issue.expected === 'boolean') return t.boolean;
      if (issue.expected === 'array') return t.list;
      if (issue.expected === 'object' || issue.expected === 'record') return t.object;
      return t.invalid;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t.tooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return t.tooMany(max);
      return rangeMessage(lang, null, max);
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? t.empty : t.tooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return t.tooFew(min);
      return rangeMessage(lang, min, null);
    }
    case 'invalid_value':
      return t.option;
    case 'unrecognized_keys':
      return t.unknownField;
    case 'invalid_format':
      return issue.format === 'date' ? t.date : t.invalid;
    case 'custom': {
      const key = (issue.params as { message_key?: unknown } | undefined)?.message_key;
      if (typeof key === 'string' && key in t && typeof t[key as keyof FieldMessages] === 'string') return t[key as keyof FieldMessages] as string;
      return t.invalid;
    }
    default:
      return t.invalid;
  }
}

/**
 * The text of a message key a schema gave `issue`, in `lang` (undefined when it gave none): a
 * text around a number takes the refused check's maximum, or the `max` of a custom issue's params.
 */
export function keyedMessage(issue: { message: string; params?: unknown; maximum?: unknown }, lang: Lang): string | undefined {
  const max = issue.maximum ?? (issue.params as { max?: unknown } | undefined)?.max;
  return wordMessageKey(issue.message, lang, max === undefined ? undefined : Number(max));
}

/**
 * `z.flattenError` with our messages: `fieldErrors` by first path segment, `formErrors` for the
 * root. Unknown keys are reported under their own name (as the answers validator does).
 */
export function localizeZodError(error: z.ZodError, lang: Lang): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  return flattenIssues(error.issues, (issue) => keyedMessage(issue, lang) ?? issueMessage(issue, lang));
}

/** The issues of one parse as `{formErrors, fieldErrors}`, each issue worded by `message`. */
function flattenIssues(issues: readonly Issue[], message: (issue: Issue) => string): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const formErrors: string[] = [];
  // No prototype: a hostile key such as "__proto__" or "constructor" is just a key here.
  const fieldErrors: Record<string, string[]> = Object.create(null);
  const add = (key: string, text: string) => {
    const list = (fieldErrors[key] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  for (const issue of issues) {
    const text = message(issue);
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      for (const key of issue.keys) add(key, text);
    } else if (issue.path.length === 0) {
      formErrors.push(text);
    } else {
      add(String(issue.path[0]), text);
    }
  }
  return { formErrors, fieldErrors };
}

/**
 * 400 `validation_failed` when the API description also calls the input invalid (a type, a
 * length, a pattern, an unknown key); 400 `rule_failed` when only refinements refused it: the
 * description cannot state those (decision 030). A refinement the description does state (a
 * calendar day, shown as `format: date`) says so with `params: { described: true }`.
 */
export function refusalCode(issues: readonly { code: string; params?: unknown }[]): 'validation_failed' | 'rule_failed' {
  const rule = (issue: { code: string; params?: unknown }) => issue.code === 'custom' && (issue.params as { described?: boolean } | undefined)?.described !== true;
  return issues.length > 0 && issues.every(rule) ? 'rule_failed' : 'validation_failed';
}

/**
 * Parses `value` with field messages in `lang`: a message the schema gives itself by key (the
 * application form's "Indiquez votre métier") wins, as zod applies it before a parse's error map;
 * every other issue reads from our table. A 400 `validation_failed` (or `rule_failed`, see
 * refusalCode) when it does not parse.
 * No global state: two requests in two languages run at once.
 */
export function parseIn<S extends z.ZodType>(schema: S, value: unknown, lang: Lang): z.infer<S> {
  const result = schema.safeParse(value, { error: (issue) => issueMessage(issue as unknown as Issue, lang) });
  if (!result.success) throw new AppError(refusalCode(result.error.issues), { details: flattenIssues(result.error.issues, (issue) => keyedMessage(issue, lang) ?? issue.message) });
  return result.data;
}
