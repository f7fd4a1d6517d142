/**
 * The measurement questions of a card, normalized from its guide (decisions §4–§5):
 * `mesure.questions` wins; legacy `mesure.indicateurs` (objects or plain metric names) are read as
 * `number` questions; a card with neither is "open" and accepts any well-formed metric name.
 *
 * Stored values are always numbers: boolean answers are 1/0 (true/false accepted on input), a
 * `choice` answer is the 0-based index into `options`, `percent` is any finite number (growth may
 * exceed 100, a fall may go below 0).
 */
import { AppError } from '../http/errors.ts';
import type { Lang } from '../i18n/messages.ts';

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
}

export interface CardMetrics {
  /** Declared questions in guide order; empty for an open card. */
  questions: MetricQuestion[];
  /** No questions nor indicateurs: any metric matching METRIC_NAME is accepted. */
  open: boolean;
  defaultMetric: string;
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
  return list.map((o) => (isObj(o) ? (localized(o, 'label', lang) ?? String(o.value ?? '')) : String(o)));
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
  };
}

function fromIndicateur(entry: unknown, lang: Lang): MetricQuestion | null {
  if (typeof entry === 'string') return METRIC_NAME.test(entry) ? openQuestion(entry) : null;
  if (!isObj(entry) || typeof entry.metric !== 'string' || !METRIC_NAME.test(entry.metric)) return null;
  return { ...openQuestion(entry.metric), label: localized(entry, 'label', lang) ?? entry.metric, unit: localized(entry, 'unit', lang) };
}

/** The question used for a metric of an open card (or a legacy indicateur given by name). */
export function openQuestion(metric: string): MetricQuestion {
  return { metric, label: metric, type: 'number', unit: null, options: null, cadence_jours: DEFAULT_CADENCE_DAYS, depends_on_metric: null };
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
  return { questions, open, defaultMetric };
}

/** The question for `metric` (the card's default when omitted); outside the card → 400 unknown_metric. */
export function resolveMetric(metrics: CardMetrics, metric?: string | null): MetricQuestion {
  const name = metric ?? metrics.defaultMetric;
  const found = metrics.questions.find((q) => q.metric === name);
  if (found) return found;
  if (metrics.open && METRIC_NAME.test(name)) return openQuestion(name);
  throw new AppError('unknown_metric', { details: { metric: name, allowed: metrics.open ? undefined : metrics.questions.map((q) => q.metric) } });
}

/** Checks a posted value against the question type and returns the number to store. */
export function normalizeValue(question: MetricQuestion, value: number | boolean): number {
  const refuse = (expected: string) =>
    new AppError('validation_failed', { details: { metric: question.metric, type: question.type, expected } });
  if (question.type === 'boolean') {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === 0 || value === 1) return value;
    throw refuse('true, false, 1 or 0');
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse('a finite number');
  if (question.type === 'integer' && !Number.isInteger(value)) throw refuse('an integer');
  if (question.type === 'choice') {
    const max = question.options?.length;
    if (!Number.isInteger(value) || value < 0 || (max !== undefined && value >= max)) {
      throw refuse(max !== undefined ? `an option index from 0 to ${max - 1}` : 'an option index');
    }
  }
  return value;
}
