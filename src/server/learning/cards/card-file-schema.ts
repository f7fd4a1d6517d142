/**
 * The format of `seeds/cards/<slug>.json` (docs/cards.md). Every file is checked at load so a
 * broken card stops the load with the file name and the path inside it, before anything is written.
 */
import { z } from 'zod';
import { DOMAIN_IDS } from '../levels/domains.ts';
import { optionValue } from './card-options.ts';

export const METRIC_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const KEY = /^[a-z][a-z0-9_]{0,63}$/;
export const FIELD_TYPES = ['text', 'number', 'boolean', 'tags', 'color_list'] as const;
export const QUESTION_TYPES = ['number', 'integer', 'percent', 'currency', 'boolean', 'choice'] as const;

const text = z.string().trim().min(1).max(4000).meta({ pattern: '\\S' }); // the description states the trim
const optionalText = z.string().max(4000).optional();
const metric = z.string().regex(METRIC_NAME, 'metric names match ^[a-z][a-z0-9_]{0,63}$');

/** An option: `{value, label, label_en?}`, or a plain string (value and label at once; older cards). */
const option = z.union([
  z.string().min(1).max(60),
  z.strictObject({ value: z.string().min(1).max(60), label: z.string().trim().min(1).max(200).meta({ pattern: '\\S' }), label_en: z.string().max(200).optional() }),
]);
const options = z.array(option).min(1).max(50);
const bound = z.number().min(-1e12).max(1e12);

const field = z.strictObject({
  key: z.string().regex(KEY, 'field keys match ^[a-z][a-z0-9_]{0,63}$'),
  label: text,
  label_en: optionalText,
  type: z.enum(FIELD_TYPES),
  help: optionalText,
  help_en: optionalText,
  placeholder: optionalText,
  placeholder_en: optionalText,
  options: options.optional(),
  required: z.boolean().optional(),
  /** text: a limit the guide names (a counter is shown), at most the 2000 any text may have. */
  max_length: z.number().int().min(1).max(2000).optional(),
  /** text: several lines (a textarea). */
  multiline: z.boolean().optional(),
  /** number: bounds of the answer and the unit shown beside the input. */
  min: bound.optional(),
  max: bound.optional(),
  unit: z.string().max(20).optional(),
  unit_en: z.string().max(20).optional(),
  show_if: z
    .strictObject({ field: z.string(), equals: z.union([z.string(), z.number(), z.boolean()]) })
    .optional(),
});

const checklistItem = z.strictObject({
  id: z.string().regex(KEY, 'checklist ids match ^[a-z][a-z0-9_]{0,63}$'),
  label: text,
  label_en: optionalText,
  detail: optionalText,
  detail_en: optionalText,
  requires_proof: z.boolean().default(false),
  /** The item opens N days after the action was started (decision 041): "faire le bilan après un mois". */
  after_days: z.number().int().min(1).max(365).optional(),
  printable_worksheet: z.boolean().optional(),
  worksheet_section: z.enum(['observation', 'bilan']).optional(),
});

const question = z.strictObject({
  metric,
  label: text,
  label_en: optionalText,
  type: z.enum(QUESTION_TYPES),
  options: options.optional(),
  unit: z.string().max(20).optional(),
  unit_en: z.string().max(20).optional(),
  /** Bounds of a numeric reading (defaults: integer ≥ 0, percent 0–100; docs/api-impact.md). */
  min: bound.optional(),
  max: bound.optional(),
  cadence_jours: z.number().int().min(1).max(365).optional(),
  depends_on_metric: metric.optional(),
});

const indicateur = z.strictObject({
  metric,
  label: text,
  label_en: optionalText,
  unit: z.string().max(20).optional(),
});

const enrichmentEntry = z.strictObject({
  titre: text,
  titre_en: optionalText,
  texte: text,
  texte_en: optionalText,
});

export const guideSchema = z.strictObject({
  renseignements: z.strictObject({ fields: z.array(field).max(60) }).default({ fields: [] }),
  checklist: z.array(checklistItem).max(60).default([]),
  objectif: z
    .strictObject({ label: text, label_en: optionalText, metric_principale: metric })
    .optional(),
  mesure: z
    .strictObject({
      questions: z.array(question).max(30).optional(),
      indicateurs: z.array(indicateur).max(30).optional(),
    })
    .optional(),
});

export const cardFileSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slugs are lower-case words joined by hyphens').max(100),
    position: z.number().int().min(0),
    domain: z.enum(DOMAIN_IDS as [string, ...string[]]).nullable().optional(),
    title: text,
    title_en: optionalText,
    summary: z.string().max(4000).default(''),
    summary_en: optionalText,
    guide: guideSchema,
    comment_faire_par_etape: z.array(enrichmentEntry).nullable().optional(),
    exemples_concrets: z.array(enrichmentEntry).nullable().optional(),
  })
  .superRefine((card, ctx) => checkCrossReferences(card.guide, ctx));

export type CardFile = z.infer<typeof cardFileSchema>;
export type Guide = z.infer<typeof guideSchema>;
export type GuideField = z.infer<typeof field>;
export type ChecklistItem = z.infer<typeof checklistItem>;

type Ctx = z.RefinementCtx;

function duplicates(values: string[]): Set<string> {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return dup;
}

/** Rules zod cannot express field by field: uniqueness and references inside one card. */
export function checkCrossReferences(guide: Guide, ctx: Ctx) {
  const fields = guide.renseignements.fields;
  const keys = fields.map((f) => f.key);
  const dupKeys = duplicates(keys);
  fields.forEach((f, i) => {
    const path = ['guide', 'renseignements', 'fields', i];
    if (dupKeys.has(f.key)) ctx.addIssue({ code: 'custom', path: [...path, 'key'], message: `duplicate field key "${f.key}"` });
    if (f.options && f.type !== 'text' && f.type !== 'tags') {
      ctx.addIssue({ code: 'custom', path: [...path, 'options'], message: 'options are only allowed on text and tags fields' });
    }
    if (f.options && duplicates(f.options.map(optionValue)).size > 0) {
      ctx.addIssue({ code: 'custom', path: [...path, 'options'], message: 'option values must be unique' });
    }
    if ((f.max_length !== undefined || f.multiline !== undefined) && (f.type !== 'text' || f.options)) {
      ctx.addIssue({ code: 'custom', path: [...path, f.max_length !== undefined ? 'max_length' : 'multiline'], message: 'max_length and multiline are only allowed on free text fields' });
    }
    if ((f.min !== undefined || f.max !== undefined || f.unit !== undefined) && f.type !== 'number') {
      ctx.addIssue({ code: 'custom', path: [...path, f.min !== undefined ? 'min' : f.max !== undefined ? 'max' : 'unit'], message: 'min, max and unit are only allowed on number fields' });
    }
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) {
      ctx.addIssue({ code: 'custom', path: [...path, 'max'], message: 'max must not be below min' });
    }
    if (f.show_if) {
      if (f.show_if.field === f.key || !keys.includes(f.show_if.field)) {
        ctx.addIssue({ code: 'custom', path: [...path, 'show_if', 'field'], message: 'show_if.field must name another field of this card' });
      } else if (showIfCycle(fields, f.key)) {
        ctx.addIssue({ code: 'custom', path: [...path, 'show_if', 'field'], message: 'show_if conditions form a cycle' });
      }
    }
  });

  const dupIds = duplicates(guide.checklist.map((c) => c.id));
  guide.checklist.forEach((item, i) => {
    const path = ['guide', 'checklist', i];
    if (dupIds.has(item.id)) ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `duplicate checklist id "${item.id}"` });
    if (item.worksheet_section && !item.printable_worksheet) {
      ctx.addIssue({ code: 'custom', path: [...path, 'worksheet_section'], message: 'worksheet_section needs printable_worksheet: true' });
    }
  });

  const questions = guide.mesure?.questions ?? [];
  const dupMetrics = duplicates(questions.map((q) => q.metric));
  questions.forEach((q, i) => {
    const path = ['guide', 'mesure', 'questions', i];
    if (dupMetrics.has(q.metric)) ctx.addIssue({ code: 'custom', path: [...path, 'metric'], message: `duplicate metric "${q.metric}"` });
    if (q.type === 'choice' && !q.options) ctx.addIssue({ code: 'custom', path: [...path, 'options'], message: 'a choice question needs options' });
    if (q.type !== 'choice' && q.options) ctx.addIssue({ code: 'custom', path: [...path, 'options'], message: 'options are only allowed on choice questions' });
    if (q.options && duplicates(q.options.map(optionValue)).size > 0) {
      ctx.addIssue({ code: 'custom', path: [...path, 'options'], message: 'option values must be unique' });
    }
    if ((q.min !== undefined || q.max !== undefined) && (q.type === 'boolean' || q.type === 'choice')) {
      ctx.addIssue({ code: 'custom', path: [...path, q.min !== undefined ? 'min' : 'max'], message: 'min and max are only allowed on numeric questions' });
    }
    if (q.min !== undefined && q.max !== undefined && q.min > q.max) {
      ctx.addIssue({ code: 'custom', path: [...path, 'max'], message: 'max must not be below min' });
    }
    if (q.depends_on_metric !== undefined) {
      const target = questions.find((other) => other.metric === q.depends_on_metric);
      if (!target || target === q || target.type !== 'boolean') {
        ctx.addIssue({ code: 'custom', path: [...path, 'depends_on_metric'], message: 'depends_on_metric must name a boolean question of this card' });
      }
    }
  });

  const metrics = [...questions.map((q) => q.metric), ...(guide.mesure?.indicateurs ?? []).map((m) => m.metric)];
  if (guide.objectif && metrics.length > 0 && !metrics.includes(guide.objectif.metric_principale)) {
    ctx.addIssue({ code: 'custom', path: ['guide', 'objectif', 'metric_principale'], message: 'metric_principale must name a metric of mesure' });
  }
}

function showIfCycle(fields: GuideField[], start: string): boolean {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  let current = byKey.get(start)?.show_if?.field;
  for (let steps = 0; current !== undefined && steps <= fields.length; steps++) {
    if (current === start) return true;
    current = byKey.get(current)?.show_if?.field;
  }
  return false;
}

/** "guide.checklist.2.worksheet_section: …" lines for a failed parse. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`).join('\n');
}
