/**
 * Validates an artisan's answers (`data`) against a card's `renseignements.fields`
 * (decision 011): unknown keys and wrong types are refused, a field whose `show_if` is not met
 * is dropped (never stored), and `required` fields are enforced only when validating (a text of
 * spaces only is no answer). Messages are in the caller's language (field-messages.ts).
 * Pure: no database, so it is unit-tested table by table.
 */
import { z } from 'zod';
import { AppError } from '#server/platform/http/errors.ts';
import { fieldMessages, issueMessage } from '#server/platform/http/field-messages.ts';
import { optionValues, type RawOption } from '../cards/card-options.ts';
import type { Lang } from '#i18n/lang.ts';

export interface FieldSpec {
  key: string;
  type: 'text' | 'number' | 'boolean' | 'tags' | 'color_list';
  /** Plain strings or `{value, label, label_en}`: answers hold the values. */
  options?: RawOption[];
  required?: boolean;
  show_if?: { field: string; equals: string | number | boolean };
  /** text: the limit the guide names (≤ 2000). */
  max_length?: number;
  /** number: inclusive bounds. */
  min?: number;
  max?: number;
}

export type Answers = Record<string, unknown>;

const MAX_TEXT = 2000;

function valueSchema(field: FieldSpec): z.ZodType {
  const options = field.options ? optionValues(field.options) : undefined;
  switch (field.type) {
    case 'text':
      return options ? z.enum(options as [string, ...string[]]) : z.string().max(Math.min(field.max_length ?? MAX_TEXT, MAX_TEXT));
    case 'number': {
      let schema = z.number(); // zod 4 numbers refuse NaN and ±Infinity
      if (typeof field.min === 'number') schema = schema.min(field.min);
      if (typeof field.max === 'number') schema = schema.max(field.max);
      return schema;
    }
    case 'boolean':
      return z.boolean();
    case 'tags': {
      const tag = options ? z.enum(options as [string, ...string[]]) : z.string().trim().min(1).max(60);
      return z
        .array(tag)
        .max(30)
        .refine((tags) => new Set(tags).size === tags.length, { message: 'tags must be distinct', params: { message_key: 'distinct' } });
    }
    case 'color_list':
      return z.array(z.string().regex(/^#[0-9a-fA-F]{6}$/)).max(12);
  }
}

function isEmpty(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/** Keys of the fields shown for these answers; a field under a hidden field is hidden too. */
export function visibleFields(fields: FieldSpec[], answers: Answers): Set<string> {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const memo = new Map<string, boolean>();
  const visible = (key: string, depth: number): boolean => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const field = byKey.get(key);
    let result = true;
    if (!field || depth > fields.length) result = false;
    else if (field.show_if) {
      const other = field.show_if.field;
      result = visible(other, depth + 1) && Object.hasOwn(answers, other) && answers[other] === field.show_if.equals;
    }
    memo.set(key, result);
    return result;
  };
  return new Set(fields.filter((f) => visible(f.key, 0)).map((f) => f.key));
}

/**
 * Returns the answers to store. Throws 400 `rule_failed` (the card's own fields: no schema states them) with
 * `details.fieldErrors[key]` naming each bad key.
 */
export function validateAnswers(fields: FieldSpec[], data: Answers, options: { enforceRequired: boolean; lang?: Lang }): Answers {
  const lang = options.lang ?? 'fr';
  const t = fieldMessages[lang];
  // No prototype: an answer keyed "__proto__" or "constructor" is reported, not inherited.
  const fieldErrors: Record<string, string[]> = Object.create(null);
  const fail = (key: string, message: string) => {
    const list = (fieldErrors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const byKey = new Map(fields.map((f) => [f.key, f]));

  for (const key of Object.keys(data)) if (!byKey.has(key)) fail(key, t.unknownField);

  // null means "no answer", like an absent key, so a form can clear a field.
  const present: Answers = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
  const shown = visibleFields(fields, present);
  const out: Answers = {};
  for (const field of fields) {
    if (!shown.has(field.key)) continue;
    const value = Object.hasOwn(present, field.key) ? present[field.key] : undefined;
    if (value === undefined) continue;
    const parsed = valueSchema(field).safeParse(value);
    if (parsed.success) out[field.key] = parsed.data;
    else for (const issue of parsed.error.issues) fail(field.key, field.type === 'color_list' && issue.code === 'invalid_format' ? t.color : issueMessage(issue, lang));
  }
  if (options.enforceRequired) {
    for (const field of fields) {
      if (field.required && shown.has(field.key) && isEmpty(out[field.key]) && !fieldErrors[field.key]) {
        fail(field.key, t.required);
      }
    }
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { ...fieldErrors } } }); // the card's own fields: no schema states them
  }
  return out;
}
