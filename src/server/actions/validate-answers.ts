/**
 * Validates an artisan's answers (`data`) against a card's `renseignements.fields`
 * (decisions §4): unknown keys and wrong types are refused, a field whose `show_if` is not met
 * is dropped (never stored), and `required` fields are enforced only when validating.
 * Pure: no database, so it is unit-tested table by table.
 */
import { z } from 'zod';
import { AppError } from '../http/errors.ts';

export interface FieldSpec {
  key: string;
  type: 'text' | 'number' | 'boolean' | 'tags' | 'color_list';
  options?: string[];
  required?: boolean;
  show_if?: { field: string; equals: string | number | boolean };
}

export type Answers = Record<string, unknown>;

function valueSchema(field: FieldSpec): z.ZodType {
  const options = field.options;
  switch (field.type) {
    case 'text':
      return options ? z.enum(options as [string, ...string[]]) : z.string().max(2000);
    case 'number':
      return z.number().finite();
    case 'boolean':
      return z.boolean();
    case 'tags': {
      const tag = options ? z.enum(options as [string, ...string[]]) : z.string().trim().min(1).max(60);
      return z
        .array(tag)
        .max(30)
        .refine((tags) => new Set(tags).size === tags.length, 'tags must be distinct');
    }
    case 'color_list':
      return z.array(z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colours are #rrggbb')).max(12);
  }
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
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
      result = visible(field.show_if.field, depth + 1) && answers[field.show_if.field] === field.show_if.equals;
    }
    memo.set(key, result);
    return result;
  };
  return new Set(fields.filter((f) => visible(f.key, 0)).map((f) => f.key));
}

/**
 * Returns the answers to store. Throws 400 `validation_failed` with
 * `details.fieldErrors[key]` naming each bad key.
 */
export function validateAnswers(fields: FieldSpec[], data: Answers, options: { enforceRequired: boolean }): Answers {
  const fieldErrors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => (fieldErrors[key] ??= []).push(message);
  const byKey = new Map(fields.map((f) => [f.key, f]));

  for (const key of Object.keys(data)) if (!byKey.has(key)) fail(key, 'Unknown field');

  // null means "no answer", like an absent key, so a form can clear a field.
  const present: Answers = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
  const shown = visibleFields(fields, present);
  const out: Answers = {};
  for (const field of fields) {
    if (!shown.has(field.key)) continue;
    const value = present[field.key];
    if (value === undefined) continue;
    const parsed = valueSchema(field).safeParse(value);
    if (parsed.success) out[field.key] = parsed.data;
    else for (const issue of parsed.error.issues) fail(field.key, issue.message);
  }
  if (options.enforceRequired) {
    for (const field of fields) {
      if (field.required && shown.has(field.key) && isEmpty(out[field.key]) && !fieldErrors[field.key]) {
        fail(field.key, 'Required');
      }
    }
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('validation_failed', { details: { formErrors: [], fieldErrors } });
  }
  return out;
}
