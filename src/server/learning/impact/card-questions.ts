/**
 * The measurement questions of a card, normalized from its guide (decisions 011 and 003):
 * `mesure.questions` wins; legacy `mesure.indicateurs` (objects or plain metric names) are read as
 * `number` questions; a card with neither is "open" and accepts any well-formed metric name.
 *
 * Stored values are always numbers: boolean answers are 1/0 (true/false accepted on input), a
 * `choice` answer is the 0-based index into `options`. Numeric questions have bounds: the
 * question's own `min`/`max`, else by type an `integer` (a count) is ≥ 0 and a `percent` (a share)
 * is between 0 and 100; `number` and `currency` have none of their own.
 */
import { AppError } from '#server/platform/http/errors.ts';
import { optionLabel } from '../cards/card-options.ts';
import { fieldMessages, rangeMessage } from '#i18n/field-texts.ts';
import type { Lang } from '#i18n/lang.ts';

export const METRIC_NAME = /^[a-z][a-z0-9_]{0,63}$/;
export const DEFAULT_CADENCE_DAYS = 7;
export const FALLBACK_METRIC = 'contacts';
export const QUESTION_TYPES = ['number', 'integer', 'percent', 'currency', 'boolean', 'choice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface MetricQuestion {
  metric: string;
  label: string;
  type: QuestionType;
  unit: string | null;
  options: string[] | null;
  cadence_jours: number;
  depends_on_metric: string | null;
  /** Inclusive bounds of a numeric value (null: none). */
  min: number | null;
  max: number | null;
}

export interface CardMetrics {
  /** Declared questions in guide order; empty for an open card. */
  questions: MetricQuestion[];
  /** No questions nor indicateurs: any metric matching METRIC_NAME is accepted. */
  open: boolean;
  defaultMetric: string;
  /** The language the labels are in (an open card's metrics are named in it too). */
  lang?: Lang;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function localized(entry: Obj, key: string, lang: Lang): string | null {
  return (lang === 'en' ? str(entry[`${key}_en`]) : null) ?? str(entry[key]);
}

function cadence(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 3660 ? value : DEFAULT_CADENCE_DAYS;
}

function options(entry: Obj, lang: Lang): string[] | null {
  const list = (lang === 'en' && Array.isArray(entry.options_en) ? entry.options_en : entry.options) as unknown;
  if (!Array.isArray(list)) return null;
  return list.map((o) => optionLabel(o, lang));
}

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The question's bounds, else the defaults of its type (counts ≥ 0, shares 0–100). */
export function boundsOf(type: QuestionType, entry: Obj = {}): { min: number | null; max: number | null } {
  if (type === 'boolean' || type === 'choice') return { min: null, max: null };
  const defaults = type === 'integer' ? { min: 0, max: null } : type === 'percent' ? { min: 0, max: 100 } : { min: null, max: null };
  return { min: finite(entry.min) ?? defaults.min, max: finite(entry.max) ?? defaults.max };
}

function fromQuestion(entry: unknown, lang: Lang): MetricQuestion | null {
  if (!isObj(entry) || typeof entry.metric !== 'string' || !METRIC_NAME.test(entry.metric)) return null;
  const type = (QUESTION_TYPES as readonly unknown[]).includes(entry.type) ? (entry.type as QuestionType) : 'number';
  const dependsOn = str(entry.depends_on_metric);
  return {
    metric: entry.metric,
    label: localized(entry, 'label', lang) ?? entry.metric,
    type,
    unit: localized(entry, 'unit', lang),
    options: type === 'choice' || type === 'boolean' ? options(entry, lang) : null,
    cadence_jours: cadence(entry.cadence_jours),
    depends_on_metric: dependsOn && METRIC_NAME.test(dependsOn) ? dependsOn : null,
    ...boundsOf(type, entry),
  };
}

function fromIndicateur(entry: unknown, lang: Lang): MetricQuestion | null {
  if (typeof entry === 'string') return METRIC_NAME.test(entry) ? openQuestion(entry, lang) : null;
  if (!isObj(entry) || typeof entry.metric !== 'string' || !METRIC_NAME.test(entry.metric)) return null;
  return { ...openQuestion(entry.metric, lang), label: localized(entry, 'label', lang) ?? metricWords(entry.metric, lang), unit: localized(entry, 'unit', lang) };
}

/** Words for the metrics an open card is measured by default, so a page never shows the key. */
const OPEN_METRIC_LABELS: Record<string, Record<Lang, string>> = {
  [FALLBACK_METRIC]: { fr: 'Nouveaux contacts', en: 'New contacts' },
};

/** A metric key as words when nothing names it: `ventes_boutique` → "Ventes boutique". */
export function metricWords(metric: string, lang: Lang = 'fr'): string {
  const known = OPEN_METRIC_LABELS[metric]?.[lang];
  if (known) return known;
  const words = metric.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The question used for a metric of an open card (or a legacy indicateur given by name). */
export function openQuestion(metric: string, lang: Lang = 'fr'): MetricQuestion {
  return { metric, label: metricWords(metric, lang), type: 'number', unit: null, options: null, cadence_jours: DEFAULT_CADENCE_DAYS, depends_on_metric: null, min: null, max: null };
}

export function cardMetrics(guide: unknown, lang: Lang = 'fr'): CardMetrics {
  const g = isObj(guide) ? guide : {};
  const mesure = isObj(g.mesure) ? g.mesure : {};
  let declared: unknown[] | null = null;
  let read: (e: unknown, l: Lang) => MetricQuestion | null = fromQuestion;
  if (Array.isArray(mesure.questions) && mesure.questions.length > 0) declared = mesure.questions;
  else if (Array.isArray(mesure.indicateurs) && mesure.indicateurs.length > 0) {
    declared = mesure.indicateurs;
    read = fromIndicateur;
  }
  const questions: MetricQuestion[] = [];
  for (const entry of declared ?? []) {
    const q = read(entry, lang);
    if (q && !questions.some((x) => x.metric === q.metric)) questions.push(q);
  }
  const open = declared === null;
  const principal = isObj(g.objectif) ? str(g.objectif.metric_principale) : null;
  let defaultMetric = FALLBACK_METRIC;
  if (principal && METRIC_NAME.test(principal) && (open || questions.some((q) => q.metric === principal))) defaultMetric = principal;
  else if (questions.length > 0) defaultMetric = questions[0]!.metric;
  return { questions, open, defaultMetric, lang };
}

/** The question for `metric` (the card's default when omitted); outside the card → 400 unknown_metric. */
export function resolveMetric(metrics: CardMetrics, metric?: string | null): MetricQuestion {
  const name = metric ?? metrics.defaultMetric;
  const found = metrics.questions.find((q) => q.metric === name);
  if (found) return found;
  if (metrics.open && METRIC_NAME.test(name)) return openQuestion(name, metrics.lang);
  throw new AppError('unknown_metric', { details: { metric: name, allowed: metrics.open ? undefined : metrics.questions.map((q) => q.metric) } });
}

/**
 * The largest magnitude a reading may have. Readings are counts, amounts in euros, percents and
 * answers: a billion is beyond any of them, and far from the float limits where the aggregate's
 * arithmetic broke (`1e308` made the social proof answer `avg_pct: null` and "+Infinity%").
 */
export const READING_MAX_MAGNITUDE = 1e9;

/**
 * The values a question accepts, inclusive: the one place where reading bounds are decided —
 * the type's (boolean, choice index), the question's own `min`/`max`, and the sane magnitude.
 */
export function valueRange(question: MetricQuestion): { min: number; max: number } {
  if (question.type === 'boolean') return { min: 0, max: 1 };
  if (question.type === 'choice') return { min: 0, max: Math.max(0, (question.options?.length ?? 1) - 1) };
  return {
    min: Math.max(question.min ?? -READING_MAX_MAGNITUDE, -READING_MAX_MAGNITUDE),
    max: Math.min(question.max ?? READING_MAX_MAGNITUDE, READING_MAX_MAGNITUDE),
  };
}

/**
 * Checks a posted value against the question (type, then bounds) and returns the number to
 * store. The one place where a reading's value is judged: every rule on values goes here.
 * Beyond the sane magnitude is a refusal by this rule (400 `rule_failed`: the document does not know the card's question); outside the question's own
 * range is `value_out_of_range`, with a message naming the bounds in the caller's language.
 */
export function normalizeValue(question: MetricQuestion, value: number | boolean, lang: Lang = 'fr'): number {
  // decisions §2: `details` names the field with a message in the caller's language, as a
  // validation_failed does (`fieldErrors.value`); `metric` and `type` stay for programs.
  const t = fieldMessages[lang];
  const refuse = (message: string, extra: Record<string, number> = {}) =>
    new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { value: [message] }, metric: question.metric, type: question.type, ...extra } });
  if (question.type === 'boolean') {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === 0 || value === 1) return value;
    throw refuse(t.boolean);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse(t.number);
  if (question.type === 'integer' && !Number.isInteger(value)) throw refuse(t.integer);
  if (question.type === 'choice') {
    const max = question.options?.length;
    if (!Number.isInteger(value) || value < 0 || (max !== undefined && value >= max)) throw refuse(t.option);
    return value;
  }
  if (Math.abs(value) > READING_MAX_MAGNITUDE) {
    throw refuse(rangeMessage(lang, -READING_MAX_MAGNITUDE, READING_MAX_MAGNITUDE), { min: -READING_MAX_MAGNITUDE, max: READING_MAX_MAGNITUDE });
  }
  const { min, max } = valueRange(question);
  if (value < min || value > max) {
    const message = rangeMessage(lang, question.min ?? null, question.max ?? null);
    throw new AppError('value_out_of_range', {
      message,
      details: { formErrors: [], fieldErrors: { value: [message] }, metric: question.metric, min: question.min ?? null, max: question.max ?? null },
    });
  }
  return value;
}
