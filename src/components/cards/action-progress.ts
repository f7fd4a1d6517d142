/**
 * How far an action is, from its card's guide and the artisan's answers and ticks: steps ticked,
 * required answers given, what is still missing, and whether "Terminer" can be offered (every
 * required answer given and every checklist step ticked). Pure: the card page computes it live,
 * the home page on the server.
 */
import type { GuideField } from '../api-types.ts';
import { isVisible } from './answers.ts';

interface ProgressGuide {
  renseignements?: { fields?: GuideField[] } | null;
  checklist?: { id: string; label: string; requires_proof?: boolean }[] | null;
}

export interface ActionProgress {
  steps: { done: number; total: number };
  required: { filled: number; total: number };
  /** Required fields shown and not answered, in guide order. */
  missingFields: GuideField[];
  /** Checklist items not ticked, in guide order (proof items included). */
  missingItems: { id: string; label: string; requires_proof?: boolean }[];
  canFinish: boolean;
}

/** A required answer counts once given: text with a letter in it, any number, a non-empty list, any yes/no. */
export function isAnswered(field: GuideField, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return field.type === 'boolean' ? typeof value === 'boolean' : true;
}

export function actionProgress(guide: ProgressGuide, data: Record<string, unknown>, checklist: Record<string, boolean>): ActionProgress {
  const fields = guide.renseignements?.fields ?? [];
  const items = guide.checklist ?? [];
  const required = fields.filter((f) => f.required && isVisible(fields, data, f));
  // An untouched yes/no question is answered "no" (the form shows and sends it so).
  const valueOf = (f: GuideField) => data[f.key] ?? (f.type === 'boolean' ? false : undefined);
  const missingFields = required.filter((f) => !isAnswered(f, valueOf(f)));
  const missingItems = items.filter((item) => checklist[item.id] !== true);
  return {
    steps: { done: items.length - missingItems.length, total: items.length },
    required: { filled: required.length - missingFields.length, total: required.length },
    missingFields,
    missingItems,
    canFinish: missingFields.length === 0 && missingItems.length === 0,
  };
}
