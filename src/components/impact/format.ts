/** Pure helpers of the impact section: questions of the form, values as people read them, chart scales. */
import type { MetricEntry, MetricType } from '../api-types.ts';
import { optionLabel } from '#server/learning/cards/card-options.ts';
import { fieldMessages } from '#i18n/field-texts.ts';
import { parseDecimal } from '#i18n/decimal.ts';
import { formatCents, formatNumber, formatPercent, formatSigned, NBSP } from '#i18n/format.ts';
import type { Lang } from '#i18n/lang.ts';

export interface Question {
  metric: string;
  label: string;
  type: MetricType;
  unit: string | null;
  options: string[] | null;
  depends_on_metric: string | null;
  min: number | null;
  max: number | null;
}

const TYPES: readonly MetricType[] = ['number', 'integer', 'percent', 'currency', 'boolean', 'choice'];
export const NUMERIC = new Set<MetricType>(['number', 'integer', 'percent', 'currency']);

/**
 * The API labels metrics in the page's language already (islands send it); the card's guide
 * questions still give the label and options when the API hid a question (see formQuestions).
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
      options: Array.isArray(q.options) && m.options && q.options.length === m.options.length ? q.options.map((o) => optionLabel(o)) : m.options,
    };
  });
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The questions of the form: the API's metric entries, plus the guide's questions the API hid
 * because their boolean was last answered "no" — the form must be able to show them again
 * as soon as the artisan answers "yes".
 */
export function formQuestions(metrics: MetricEntry[], guideQuestions: unknown): Question[] {
  const out: Question[] = metrics.map((m) => ({ metric: m.metric, label: m.label, type: m.type, unit: m.unit, options: m.options, depends_on_metric: m.depends_on_metric, min: m.min, max: m.max }));
  if (!Array.isArray(guideQuestions)) return out;
  const known = new Set(out.map((q) => q.metric));
  guideQuestions.forEach((raw, index) => {
    const q = raw as Record<string, unknown>;
    if (typeof q?.metric !== 'string' || known.has(q.metric) || typeof q.depends_on_metric !== 'string') return;
    const type = TYPES.includes(q.type as MetricType) ? (q.type as MetricType) : 'number';
    const question: Question = {
      metric: q.metric,
      label: typeof q.label === 'string' ? q.label : q.metric,
      type,
      unit: typeof q.unit === 'string' ? q.unit : null,
      options: Array.isArray(q.options) ? q.options.map((o) => optionLabel(o)) : null,
      depends_on_metric: q.depends_on_metric,
      // The server's defaults (card-questions.ts boundsOf): counts ≥ 0, shares 0–100.
      min: num(q.min) ?? (type === 'integer' || type === 'percent' ? 0 : null),
      max: num(q.max) ?? (type === 'percent' ? 100 : null),
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

/** A number with the question's unit: "1 490 €" / "€1,490", "12,5 %", "8 visites". */
export function formatAmount(question: Pick<Question, 'type' | 'unit'>, value: number, lang: Lang): string {
  const unit = unitOf(question);
  if (unit === '€') return formatCents(Math.round(value * 100), lang, { cents: 'if-any' });
  if (unit === '%') return formatPercent(value, lang, 2);
  const number = formatNumber(value, lang);
  return unit ? `${number}${NBSP}${unit}` : number;
}

/** A stored value as a person reads it: "Oui", an option label, or a number with its unit. */
export function formatValue(question: Pick<Question, 'type' | 'unit' | 'options'>, value: number | null, lang: Lang, yesNo: [string, string]): string {
  if (value === null || value === undefined) return '—';
  if (question.type === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (question.type === 'choice') return question.options?.[value] ?? String(value);
  return formatAmount(question, value, lang);
}

/**
 * The change since the first reading, signed, with the unit: "+3", "−120 €". A share changes by
 * percentage points, not percent: 30 % → 40 % is "+10 points" (`pointsWord`), never "+10 %"
 * (issue 39).
 */
export function formatChange(question: Pick<Question, 'type' | 'unit'>, delta: number, lang: Lang, pointsWord = 'points'): string {
  if (unitOf(question) === '%') return formatSigned(delta, lang, (magnitude) => `${formatNumber(magnitude, lang, 1)}${NBSP}${pointsWord}`);
  return formatSigned(delta, lang, (magnitude) => formatAmount(question, magnitude, lang));
}

/** "+12,5" / "−8" / "+0" (percent units, one decimal). */
export function signedPct(value: number, lang: Lang): string {
  return formatSigned(value, lang, (magnitude) => formatPercent(magnitude, lang, 1));
}

/**
 * One artisan's change in the comparison (decision 019). For a share (a percent metric) the
 * difference is in percentage points and the relative change follows in brackets, so "30 % → 35 %"
 * reads "+5 pts (+17 %)", never a bare "+17 %" next to percent values; other metrics show the
 * relative change only. `fallback` is the API's delta when the first value is 0.
 */
export function sampleChange(question: Pick<Question, 'type' | 'unit'>, before: number, after: number, lang: Lang, pointsUnit: string, fallback: string): string {
  const relative = before !== 0 ? formatSigned(Math.round(((after - before) / Math.abs(before)) * 100), lang, (m) => formatPercent(m, lang, 0)) : fallback;
  if (unitOf(question) !== '%') return relative;
  const points = formatSigned(Math.round((after - before) * 10) / 10, lang, (m) => `${formatNumber(m, lang, 1)}${NBSP}${pointsUnit}`);
  return before !== 0 ? `${points} (${relative})` : points;
}

/**
 * What follows a named artisan in the comparison: her before → after and change, or, for a money
 * metric, her percent change only (decision 055: the API rounds her euros to an order of
 * magnitude, so the change is taken from her exact `delta`, "+22%").
 */
export function namedSample(question: Pick<Question, 'type' | 'unit' | 'options'>, sample: { before: number; after: number; delta: string }, lang: Lang, pointsUnit: string, yesNo: [string, string]): string {
  if (question.type === 'currency') {
    const pct = Number.parseInt(sample.delta, 10);
    return Number.isFinite(pct) ? formatSigned(pct, lang, (m) => formatPercent(m, lang, 0)) : sample.delta;
  }
  const change = sampleChange(question, sample.before, sample.after, lang, pointsUnit, sample.delta);
  return `${formatValue(question, sample.before, lang, yesNo)} → ${formatValue(question, sample.after, lang, yesNo)} (${change})`;
}

/** Today as YYYY-MM-DD in the browser's time zone (the date input's default and maximum). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A typed answer: nothing, the API value, or why it cannot be read (in the page's language). */
export type ReadAnswer = { kind: 'empty' } | { kind: 'value'; value: number | boolean } | { kind: 'error'; message: string };

/**
 * The typed answer read in the page's language (`1,5` in French, `1.5` in English: decimal.ts);
 * an ambiguous or unreadable number is an error with a message, never a guess.
 */
export function readAnswer(question: Pick<Question, 'type'>, raw: string | undefined, lang: Lang): ReadAnswer {
  if (raw === undefined || raw.trim() === '') return { kind: 'empty' };
  if (question.type === 'boolean') return { kind: 'value', value: raw === 'true' };
  const t = fieldMessages[lang];
  if (question.type === 'choice') {
    const index = Number(raw);
    return Number.isInteger(index) ? { kind: 'value', value: index } : { kind: 'error', message: t.option };
  }
  const parsed = parseDecimal(raw, lang);
  if (!parsed.ok) return { kind: 'error', message: parsed.reason === 'ambiguous' ? t.decimalAmbiguous : t.decimalInvalid };
  if (question.type === 'integer' && !Number.isInteger(parsed.value)) return { kind: 'error', message: t.integer };
  return { kind: 'value', value: parsed.value };
}

/** The typed answer as the API value, or undefined when empty or unreadable. */
export function answerValue(question: Question, raw: string | undefined, lang: Lang = 'fr'): number | boolean | undefined {
  const read = readAnswer(question, raw, lang);
  return read.kind === 'value' ? read.value : undefined;
}

/**
 * Round tick values covering [min, max] for an axis (1, 2, 2.5 or 5 × 10ⁿ apart), at least two;
 * whole numbers only for counts.
 */
export function niceTicks(min: number, max: number, count = 4, integer = false): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    return niceTicks(min - pad, max + pad, count, integer);
  }
  const rough = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  if (integer) step = Math.max(1, Math.round(step));
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = start; ; v += step) {
    ticks.push(Number(v.toPrecision(12)));
    if (v >= max || ticks.length > 50) break;
  }
  if (ticks.length < 2) ticks.push(Number((start + step).toPrecision(12)));
  return ticks;
}
