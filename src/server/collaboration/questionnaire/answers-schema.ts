/**
 * The collaboration answers (decision 010) as the document describes them, built from QUESTIONS,
 * the table validate-answers.ts checks against: every key optional (a draft may leave questions
 * out; null means "not answered"), each value of its type and range. The route keeps its own
 * check (per-question messages in the caller's language); this is the same rule, written for a
 * client.
 */
import { z } from 'zod';
import { ANSWER_KEYS, DATE_MAX, DATE_MIN, QUESTIONS, type AnswerKey } from './questions.ts';

function valueOf(key: AnswerKey): z.ZodType {
  const spec = QUESTIONS[key];
  switch (spec.type) {
    case 'text':
      return z.string().max(spec.max).describe(spec.multiline ? 'Text, several lines allowed' : 'Text');
    case 'integer':
      return z.number().int().min(spec.min).max(spec.max).describe(spec.unit === 'pct' ? 'Percent' : 'Days');
    case 'choice':
      return z.enum(spec.options as unknown as [string, ...string[]]);
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ format: 'date', description: `A calendar day from ${DATE_MIN} to ${DATE_MAX}` });
  }
}

/** As the API sends them: stored answers only, in question order. */
export const answersDoc = z.strictObject(Object.fromEntries(ANSWER_KEYS.map((key) => [key, valueOf(key).optional()]))).describe('Answers by question (decisions §8)');

/** As a client sends them: null (or an empty text) leaves a question unanswered. */
const answersInput = z
  .strictObject(Object.fromEntries(ANSWER_KEYS.map((key) => [key, valueOf(key).nullable().optional()])))
  .describe('Answers by question (decisions §8); a submission (no `draft`) must answer all 16');

/** The same, as the JSON Schema the request body's `answers` shows (the route checks it itself). */
export function answersJsonSchema(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(answersInput, { io: 'input' });
  return schema;
}
