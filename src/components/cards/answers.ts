/** Pure helpers of the answers form: which fields show, and what the PUT sends. */
import type { GuideField } from '../api-types.ts';

/** The value a condition compares: an untouched checkbox counts as `false`. */
function conditionValue(fields: GuideField[], data: Record<string, unknown>, key: string): unknown {
  const value = data[key];
  if (value === undefined && fields.find((f) => f.key === key)?.type === 'boolean') return false;
  return value;
}

/** `show_if: {field, equals}` met? (a field whose condition field is itself hidden stays hidden) */
export function isVisible(fields: GuideField[], data: Record<string, unknown>, field: GuideField, depth = 0): boolean {
  const condition = field.show_if;
  if (!condition) return true;
  const parent = fields.find((f) => f.key === condition.field);
  if (parent && depth < 10 && !isVisible(fields, data, parent, depth + 1)) return false;
  return conditionValue(fields, data, condition.field) === condition.equals;
}

/**
 * The `data` sent to the server (it replaces the stored answers): visible fields only (hidden
 * ones are not stored anyway), no empty numbers (an empty number is "no answer", not a wrong
 * type), and an untouched checkbox sent as `false` so the server's `show_if` sees what the form shows.
 */
export function answersToSend(fields: GuideField[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!isVisible(fields, data, field)) continue;
    const value = data[field.key] ?? (field.type === 'boolean' ? false : undefined);
    if (value === undefined || value === null) continue;
    if (field.type === 'number' && (typeof value !== 'number' || !Number.isFinite(value))) continue;
    out[field.key] = value;
  }
  return out;
}
