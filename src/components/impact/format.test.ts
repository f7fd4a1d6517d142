import { describe, expect, it } from 'vitest';
import type { MetricEntry } from '../api-types.ts';
import { answerValue, namedSample, readAnswer, sampleChange, formatAmount, formatChange, formQuestions, formatValue, isQuestionShown, niceTicks, signedPct, withPageLabels, type Question } from './format.ts';

const entry = (metric: string, extra: Partial<MetricEntry> = {}): MetricEntry => ({
  metric, label: metric, type: 'integer', unit: null, options: null, cadence_jours: 7, depends_on_metric: null, min: 0, max: null,
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
    expect(questions[1]).toMatchObject({ label: 'Ventes', type: 'currency', depends_on_metric: 'a_boutique', options: ['o'], min: null, max: null });
    // The server's default bounds for a hidden share.
    expect(formQuestions([entry('a', { type: 'boolean' })], [{ metric: 'taux', type: 'percent', depends_on_metric: 'a' }])[1]).toMatchObject({ min: 0, max: 100 });
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
  const q = (type: Question['type'], extra: Partial<Question> = {}): Question => ({ metric: 'm', label: 'm', type, unit: null, options: null, depends_on_metric: null, min: null, max: null, ...extra });
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
    [q('percent'), '1.500', undefined],
  ] as const)('answerValue %#', (question, raw, expected) => {
    expect(answerValue(question, raw)).toBe(expected);
  });
  it('compares a share in percentage points with the relative change in brackets, other metrics relatively', () => {
    const nb = (t: string) => t.replace(/\u00a0|\u202f/g, ' ');
    expect(nb(sampleChange(q('percent'), 30, 35, 'fr', 'pts', '+∞'))).toBe('+5 pts (+17 %)');
    expect(nb(sampleChange(q('percent'), 40, 38.5, 'en', 'pts', '+∞'))).toBe('\u22121.5 pts (\u22124%)');
    expect(nb(sampleChange(q('percent'), 0, 12, 'en', 'pts', '+∞'))).toBe('+12 pts');
    expect(nb(sampleChange(q('integer'), 10, 15, 'fr', 'pts', '+∞'))).toBe('+50 %');
    expect(sampleChange(q('integer'), 0, 15, 'fr', 'pts', 'n/a')).toBe('n/a');
  });
  it('reads a reading in the page language and refuses what is ambiguous, with a message', () => {
    expect(readAnswer(q('percent'), '1,5', 'fr')).toEqual({ kind: 'value', value: 1.5 });
    expect(readAnswer(q('percent'), '1.5', 'en')).toEqual({ kind: 'value', value: 1.5 });
    expect(readAnswer(q('percent'), '1,234.5', 'en')).toEqual({ kind: 'error', message: expect.stringMatching(/^Ambiguous number/) });
    expect(readAnswer(q('percent'), '1.500', 'fr')).toEqual({ kind: 'error', message: expect.stringMatching(/^Nombre ambigu/) });
    expect(readAnswer(q('integer'), '2,5', 'fr')).toEqual({ kind: 'error', message: 'Entrez un nombre entier.' });
    expect(readAnswer(q('number'), '15 %', 'en')).toEqual({ kind: 'error', message: expect.stringMatching(/^Enter a number/) });
    expect(readAnswer(q('number'), '  ', 'en')).toEqual({ kind: 'empty' });
  });
  it('signs percentages and changes, with the unit and a real minus', () => {
    expect(signedPct(12.34, 'fr')).toBe('+12,3\u00a0%');
    expect(signedPct(-8, 'en')).toBe('\u22128%');
    expect(signedPct(0, 'en')).toBe('+0%');
    expect(formatChange(q('integer'), 3, 'fr')).toBe('+3');
    expect(formatChange(q('currency'), -120, 'fr')).toBe('\u2212120\u00a0€');
    expect(formatChange(q('currency'), 1490, 'en')).toBe('+€1,490');
    expect(formatChange(q('number', { unit: 'visites' }), 12, 'fr')).toBe('+12\u00a0visites');
    // A share moves by points: 30 % → 40 % is +10 points, never « +10 % » (issue 39).
    expect(formatChange(q('percent'), 10, 'fr')).toBe('+10\u00a0points');
    expect(formatChange(q('number', { unit: '%' }), -2.5, 'en', 'points')).toBe('\u22122.5\u00a0points');
    expect(formatAmount(q('currency'), 12.5, 'en')).toBe('€12.50');
  });
  it.each([
    [0, 10, [0, 5, 10]],
    [3, 21, [0, 10, 20, 30]],
    [1000, 1400, [1000, 1200, 1400]],
    [7, 7, [6, 6.5, 7, 7.5, 8]],
    [0, 0, [-1, 0, 1]],
    [-5, 5, [-5, 0, 5]],
  ])('niceTicks(%d, %d)', (min, max, expected) => {
    const ticks = niceTicks(min, max);
    expect(ticks).toEqual(expected);
    expect(ticks[0]).toBeLessThanOrEqual(min);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
  });
  it('keeps counts whole', () => {
    expect(niceTicks(7, 7, 4, true)).toEqual([6, 7, 8]);
    expect(niceTicks(1, 3, 4, true)).toEqual([1, 2, 3]);
  });
  it('shows dependent questions only on "yes"', () => {
    const dep = q('integer', { depends_on_metric: 'a' });
    expect(isQuestionShown(dep, { a: 'true' })).toBe(true);
    expect(isQuestionShown(dep, { a: 'false' })).toBe(false);
    expect(isQuestionShown(dep, {})).toBe(false);
  });
});

describe('namedSample (decision 055)', () => {
  const q = (type: Question['type'], unit: string | null = null): Pick<Question, 'type' | 'unit' | 'options'> => ({ type, unit, options: null });
  it.each([
    ['a money metric shows its percent only', q('currency'), { before: 2000, after: 2000, delta: '+36%' }, 'fr', '+36\u00a0%'],
    ['a fall of money, in English', q('currency'), { before: 900, after: 800, delta: '-12%' }, 'en', '\u221212%'],
    ['a count keeps its values', q('integer'), { before: 10, after: 14, delta: '+40%' }, 'fr', '10 → 14 (+40\u00a0%)'],
  ] as const)('%s', (_name, question, sample, lang, expected) => {
    expect(namedSample(question, sample, lang, 'pts', ['oui', 'non'])).toBe(expected);
  });
});
