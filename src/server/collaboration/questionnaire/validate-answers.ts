/**
 * Checks a set of answers against decision 010: every key known, every value of its type and
 * range. A draft may leave questions out; a submission must answer all 16. Errors name each
 * question (`details.fieldErrors[key]`) in the caller's language.
 */
import { AppError } from '#server/platform/http/errors.ts';
import { ANSWER_KEYS, DATE_MAX, DATE_MIN, QUESTIONS, isCalendarDate, type AnswerKey, type Answers, type DraftAnswers } from './questions.ts';
import { FIELD_TEXTS, cleanText, codePointLength } from '../board/input.ts';
import type { Lang } from '#i18n/lang.ts';

const KNOWN = new Set<string>(ANSWER_KEYS);

/** The normalized value, `undefined` for "not answered", or an error message. */
function checkValue(key: AnswerKey, value: unknown, lang: Lang): { value?: unknown; error?: string; rule?: true } {
  const t = FIELD_TEXTS[lang];
  if (value === null || value === undefined) return {};
  const spec = QUESTIONS[key];
  switch (spec.type) {
    case 'text': {
      if (typeof value !== 'string') return { error: t.notText };
      const text = cleanText(value, spec.multiline);
      if (text === null) return { error: t.badCharacters, rule: true };
      if (text === '') return {};
      if (codePointLength(text) > spec.max) return { error: t.tooLong(spec.max) };
      return { value: text };
    }
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max) {
        return { error: t.integer(spec.min, spec.max) };
      }
      return { value: value === 0 ? 0 : value }; // -0 is stored as 0
    case 'choice':
      if (typeof value !== 'string' || !spec.options.includes(value)) return { error: t.choice };
      return { value };
    case 'boolean':
      if (typeof value !== 'boolean') return { error: t.boolean };
      return { value };
    case 'date':
      if (typeof value !== 'string' || !isCalendarDate(value) || value < DATE_MIN || value > DATE_MAX) {
        // The description states a calendar day (`format: date`); the bounds are this rule's.
        return { error: t.date(DATE_MIN, DATE_MAX), ...(typeof value === 'string' && isCalendarDate(value) ? { rule: true as const } : {}) };
      }
      return { value };
  }
}

export function validateAnswers(raw: unknown, lang: Lang, mode: 'draft'): DraftAnswers;
export function validateAnswers(raw: unknown, lang: Lang, mode: 'complete'): Answers;
export function validateAnswers(raw: unknown, lang: Lang, mode: 'draft' | 'complete'): DraftAnswers | Answers {
  const t = FIELD_TEXTS[lang];
  // No prototype: a key named `__proto__` must become an error entry, not a prototype change.
  const fieldErrors: Record<string, string[]> = Object.create(null);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError('validation_failed', { details: { formErrors: [], fieldErrors: { answers: [t.answersObject] } } });
  }
  const out: Record<string, unknown> = {};
  // Both 400: `validation_failed` when the description (answers-schema.ts) also calls the answers
  // invalid, `rule_failed` when only a rule it cannot state refuses them: a missing answer in a
  // submission, a character, a day (decision 030).
  let described = false;
  for (const [key, value] of Object.entries(raw)) {
    if (!KNOWN.has(key)) {
      fieldErrors[key] = [t.unknownQuestion];
      described = true;
      continue;
    }
    const checked = checkValue(key as AnswerKey, value, lang);
    if (checked.error) fieldErrors[key] = [checked.error];
    if (checked.error && !checked.rule) described = true;
    else if (checked.value !== undefined) out[key] = checked.value;
  }
  if (mode === 'complete') {
    for (const key of ANSWER_KEYS) if (out[key] === undefined && !fieldErrors[key]) fieldErrors[key] = [t.answerRequired];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError(described ? 'validation_failed' : 'rule_failed', { details: { formErrors: [], fieldErrors } });
  }
  // Stored in question order, whatever order the client sent.
  const ordered: Record<string, unknown> = {};
  for (const key of ANSWER_KEYS) if (out[key] !== undefined) ordered[key] = out[key];
  return ordered as DraftAnswers;
}

/** True when a stored draft answers every question validly (a submission could be made from it). */
export function isComplete(answers: DraftAnswers): answers is Answers {
  try {
    validateAnswers(answers, 'fr', 'complete');
    return true;
  } catch {
    return false;
  }
}
