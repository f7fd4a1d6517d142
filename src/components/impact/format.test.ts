import { describe, expect, it } from 'vitest';
import type { MetricEntry } from '../api-types.ts';
import { answerValue, formQuestions, formatValue, isQuestionShown, signedPct, withPageLabels, type Question } from './format.ts';

const entry = (metric: string, extra: Partial<MetricEntry> = {}): MetricEntry => ({
  metric, label: metric, type: 'integer', unit: null, options: null, cadence_jours: 7, depends_on_metric: null,
  last_value: null, last_date: null, before: null, after: null, next_at: null, due: true, ...extra,
});

describe('formQuestions', () => {
  it('adds back a dependent question the API hid, right after its boolean', () => {
    const metrics = [entry('a_boutique', { type: 'boolean' }), entry('ressenti', { type: 'choice', options: ['x', 'y'] })];
    const guide = [
      { metric: 'a_boutique', type: 'boolean' },
      { metric: 'ventes', label: 'Ventes', type: 'currency', depends_on_metric: 'a_boutique', options: [{ label: 'o' }] },
      { metric: 'ressenti', type: 'choice' },
    ];
    const questions = formQuestions(metrics, guide);
    expect(questions.map((q) => q.metric)).toEqual(['a_boutique', 'ventes', 'ressenti']);
    expect(questions[1]).toMatchObject({ label: 'Ventes', type: 'currency', depends_on_metric: 'a_boutique', options: ['o'] });
  });
  it('keeps the API entries alone when the guide has nothing more', () => {
    expect(formQuestions([entry('contacts')], null).map((q) => q.metric)).toEqual(['contacts']);
  });
});

describe('withPageLabels', () => {
  it('takes labels and options from the page-language guide, keeps the rest from the API', () => {
    const metrics = [entry('canal', { type: 'choice', label: 'Canal', options: ['Salon', 'Boutique'], before: 1 }), entry('other', { label: 'Autre' })];
    const guide = [{ metric: 'canal', label: 'Channel', options: ['Fair', { label: 'Shop' }] }];
    const out = withPageLabels(metrics, guide);
    expect(out[0]).toMatchObject({ label: 'Channel', options: ['Fair', 'Shop'], before: 1 });
    expect(out[1]!.label).toBe('Autre');
  });
});

describe('values', () => {
  const q = (type: Question['type'], extra: Partial<Question> = {}): Question => ({ metric: 'm', label: 'm', type, unit: null, options: null, depends_on_metric: null, ...extra });
  it.each([
    [q('boolean'), 1, 'Oui'],
    [q('boolean'), 0, 'Non'],
    [q('choice', { options: ['Salon', 'Web'] }), 1, 'Web'],
    [q('percent'), 12.5, '12,5 %'],
    [q('currency'), 1200, '1 200 €'],
    [q('integer'), 7, '7'],
    [q('integer'), null, '—'],
  ] as const)('formatValue %#', (question, value, expected) => {
    expect(formatValue(question, value, 'fr', ['Oui', 'Non']).replace(/\u202f|\u00a0/g, ' ')).toBe(expected);
  });
  it.each([
    [q('boolean'), 'true', true],
    [q('boolean'), 'false', false],
    [q('integer'), '', undefined],
    [q('currency'), '12,5', 12.5],
    [q('choice'), '0', 0],
    [q('number'), 'abc', undefined],
  ] as const)('answerValue %#', (question, raw, expected) => {
    expect(answerValue(question, raw)).toBe(expected);
  });
  it('signs percentages', () => {
    expect(signedPct(12.34, 'fr')).toBe('+12,3');
    expect(signedPct(-8, 'en')).toBe('-8');
    expect(signedPct(0, 'en')).toBe('+0');
  });
  it('shows dependent questions only on "yes"', () => {
    const dep = q('integer', { depends_on_metric: 'a' });
    expect(isQuestionShown(dep, { a: 'true' })).toBe(true);
    expect(isQuestionShown(dep, { a: 'false' })).toBe(false);
    expect(isQuestionShown(dep, {})).toBe(false);
  });
});
