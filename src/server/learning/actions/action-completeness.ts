/**
 * What finishing an action requires (decision 011): every `required` field that is shown answered,
 * and every checklist item checked, an item with `requires_proof` backed by a document of that
 * action. Pure, so the API (save-action.ts) and the card island share one rule and it is tested
 * table by table; the caller says which proof items have a document.
 */
import { visibleFields, type Answers, type FieldSpec } from './validate-answers.ts';
import type { Lang } from '#i18n/lang.ts';

export interface ChecklistSpec {
  id: string;
  label?: string;
  label_en?: string;
  requires_proof?: boolean;
  /** Opens this many days after the action was started (checklist-opening.ts). */
  after_days?: number;
}

export interface CompletenessField extends FieldSpec {
  label?: string;
  label_en?: string;
}

export interface MissingParts {
  /** Required fields with no answer. */
  fields: { key: string; label: string }[];
  /** Items not checked (`unchecked`) or checked without their proof (`proof_missing`). */
  checklist: { id: string; label: string; reason: 'unchecked' | 'proof_missing' }[];
}

function isEmpty(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

function labelOf(item: { label?: string; label_en?: string }, fallback: string, lang: Lang): string {
  return (lang === 'en' && item.label_en?.trim()) || item.label?.trim() || fallback;
}

export function missingForCompletion(
  fields: CompletenessField[],
  items: ChecklistSpec[],
  state: { data: Answers; checklist: Record<string, boolean>; proofs: ReadonlySet<string>; notYetOpen?: ReadonlySet<string> },
  lang: Lang,
): MissingParts {
  const shown = visibleFields(fields, state.data);
  const missingFields = fields
    .filter((f) => f.required && shown.has(f.key) && isEmpty(Object.hasOwn(state.data, f.key) ? state.data[f.key] : undefined))
    .map((f) => ({ key: f.key, label: labelOf(f, f.key, lang) }));
  const missingItems: MissingParts['checklist'] = [];
  for (const item of items) {
    // An item that waits and has not opened counts as not ticked, even if ticked before it waited.
    const checked = Object.hasOwn(state.checklist, item.id) && state.checklist[item.id] === true && !state.notYetOpen?.has(item.id);
    if (!checked) missingItems.push({ id: item.id, label: labelOf(item, item.id, lang), reason: 'unchecked' });
    else if (item.requires_proof && !state.proofs.has(item.id)) missingItems.push({ id: item.id, label: labelOf(item, item.id, lang), reason: 'proof_missing' });
  }
  return { fields: missingFields, checklist: missingItems };
}

export function isComplete(missing: MissingParts): boolean {
  return missing.fields.length === 0 && missing.checklist.length === 0;
}
