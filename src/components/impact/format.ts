/** Pure formatting of impact values, shared by the form, the graph table and the texts. */
import type { MetricEntry, MetricType } from '../api-types.ts';

export interface Question {
  metric: string;
  label: string;
  type: MetricType;
  unit: string | null;
  options: string[] | null;
  depends_on_metric: string | null;
}

const TYPES: readonly MetricType[] = ['number', 'integer', 'percent', 'currency', 'boolean', 'choice'];

/** Options of a guide question may be strings or `{label}` objects (already localized). */
function optionLabel(option: unknown): string {
  if (typeof option === 'string') return option;
  if (option && typeof option === 'object' && typeof (option as { label?: unknown }).label === 'string') return (option as { label: string }).label;
  return String(option);
}

/**
 * The API labels metrics in the account's language; the card (rendered for this page) has them
 * in the page's language, so its guide questions give the label and options when it has them.
 */
export function withPageLabels(metrics: MetricEntry[], guideQuestions: unknown): MetricEntry[] {
  if (!Array.isArray(guideQuestions)) return metrics;
  const byMetric = new Map<string, Record<string, unknown>>();
  for (const q of guideQuestions as Record<string, unknown>[]) if (typeof q?.metric === 'string') byMetric.set(q.metric, q);
  return metrics.map((m) => {
    const q = byMetric.get(m.metric);
    if (!q) return m;
    return {
      ...m,
      label: typeof q.label === 'string' ? q.label : m.label,
      options: Array.isArray(q.options) && m.options && q.options.length === m.options.length ? q.options.map(optionLabel) : m.options,
    };
  });
}

/**
 * The questions of the form: the API's metric entries, plus the guide's questions the API hid
 * because their boolean was last answered "no" — the form must be able to show them again
 * as soon as the artisan answers "yes".
 */
export function formQuestions(metrics: MetricEntry[], guideQuestions: unknown): Question[] {
  const out: Question[] = metrics.map((m) => ({ metric: m.metric, label: m.label, type: m.type, unit: m.unit, options: m.options, depends_on_metric: m.depends_on_metric }));
  if (!Array.isArray(guideQuestions)) return out;
  const known = new Set(out.map((q) => q.metric));
  guideQuestions.forEach((raw, index) => {
    const q = raw as Record<string, unknown>;
    if (typeof q?.metric !== 'string' || known.has(q.metric) || typeof q.depends_on_metric !== 'string') return;
    const question: Question = {
      metric: q.metric,
      label: typeof q.label === 'string' ? q.label : q.metric,
      type: TYPES.includes(q.type as MetricType) ? (q.type as MetricType) : 'number',
      unit: typeof q.unit === 'string' ? q.unit : null,
      options: Array.isArray(q.options) ? q.options.map(optionLabel) : null,
      depends_on_metric: q.depends_on_metric,
    };
    // Keep the guide order: insert after the question it depends on.
    const parent = out.findIndex((o) => o.metric === q.depends_on_metric);
    out.splice(parent >= 0 ? parent + 1 : Math.min(index, out.length), 0, question);
    known.add(q.metric);
  });
  return out;
}

/** A dependent question shows only while its boolean is answered "yes" in the form. */
export function isQuestionShown(question: Question, answers: Record<string, string>): boolean {
  return question.depends_on_metric === null || answers[question.depends_on_metric] === 'true';
}

export function unitOf(question: Pick<Question, 'type' | 'unit'>): string | null {
  if (question.unit) return question.unit;
  if (question.type === 'percent') return '%';
  if (question.type === 'currency') return '€';
  return null;
}

export function stepOf(type: MetricType): string {
  return type === 'integer' || type === 'choice' ? '1' : type === 'currency' ? '0.01' : 'any';
}

/** A stored value as a person reads it: "Oui", an option label, or a number with its unit. */
export function formatValue(question: Pick<Question, 'type' | 'unit' | 'options'>, value: number | null, lang: 'fr' | 'en', yesNo: [string, string]): string {
  if (value === null || value === undefined) return '—';
  if (question.type === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (question.type === 'choice') return question.options?.[value] ?? String(value);
  const number = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 }).format(value);
  const unit = unitOf(question);
  return unit ? `${number} ${unit}` : number;
}

/** "+12,5" / "-8" / "+0": the sign is always written. */
export function signedPct(value: number, lang: 'fr' | 'en'): string {
  const text = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(Math.abs(value));
  return `${value < 0 ? '-' : '+'}${text}`;
}

/** Today as YYYY-MM-DD in the browser's time zone (the date input's default and maximum). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The typed answer as the API value, or undefined when the question was left empty. */
export function answerValue(question: Question, raw: string | undefined): number | boolean | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (question.type === 'boolean') return raw === 'true';
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}
