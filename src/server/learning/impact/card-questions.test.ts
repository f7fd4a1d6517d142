import { describe, expect, it } from 'vitest';
import { AppError } from '#server/platform/http/errors.ts';
import { boundsOf, cardMetrics, normalizeValue, openQuestion, resolveMetric, type MetricQuestion } from './card-questions.ts';

const modern = {
  objectif: { label: 'Plus de contacts', metric_principale: 'contacts' },
  mesure: {
    questions: [
      { metric: 'ventes', label: 'Ventes', label_en: 'Sales', type: 'currency', unit: '€', cadence_jours: 30 },
      { metric: 'contacts', label: 'Contacts', label_en: 'Contacts', type: 'integer' },
      { metric: 'a_site', label: 'Avez-vous un site ?', label_en: 'Do you have a website?', type: 'boolean' },
      { metric: 'visites_site', label: 'Visites', type: 'integer', depends_on_metric: 'a_site', cadence_jours: 7 },
      { metric: 'canal', label: 'Canal', type: 'choice', options: ['Salon', 'Instagram', { label: 'Boutique', label_en: 'Shop' }] },
      { metric: 'Bad Name', label: 'ignored' },
      { metric: 'contacts', label: 'duplicate ignored' },
      { metric: 'marge', label: 'Marge', type: 'mystery', cadence_jours: -3 },
    ],
    indicateurs: ['ignored_because_questions_win'],
  },
};

describe('cardMetrics', () => {
  it('normalizes questions, localizes labels, and keeps the guide order', () => {
    const fr = cardMetrics(modern, 'fr');
    expect(fr.open).toBe(false);
    expect(fr.defaultMetric).toBe('contacts');
    expect(fr.questions.map((q) => q.metric)).toEqual(['ventes', 'contacts', 'a_site', 'visites_site', 'canal', 'marge']);
    expect(fr.questions[0]).toEqual({
      metric: 'ventes', label: 'Ventes', type: 'currency', unit: '€', options: null, cadence_jours: 30, depends_on_metric: null, min: null, max: null,
    });
    // Counts are ≥ 0 by default.
    expect(fr.questions[1]).toMatchObject({ type: 'integer', min: 0, max: null });
    expect(fr.questions[3]).toMatchObject({ depends_on_metric: 'a_site', cadence_jours: 7 });
    expect(fr.questions[4]!.options).toEqual(['Salon', 'Instagram', 'Boutique']);
    // unknown type → number, bad cadence → 7
    expect(fr.questions[5]).toMatchObject({ type: 'number', cadence_jours: 7 });
    const en = cardMetrics(modern, 'en');
    expect(en.questions[0]!.label).toBe('Sales');
    expect(en.questions[3]!.label).toBe('Visites'); // no label_en: the French label stays
    expect(en.questions[4]!.options).toEqual(['Salon', 'Instagram', 'Shop']);
  });

  it.each([
    ['metric_principale when declared', { objectif: { metric_principale: 'b' }, mesure: { questions: [{ metric: 'a' }, { metric: 'b' }] } }, 'b'],
    ['first question otherwise', { mesure: { questions: [{ metric: 'a' }, { metric: 'b' }] } }, 'a'],
    ['first question when metric_principale is not declared', { objectif: { metric_principale: 'zz' }, mesure: { questions: [{ metric: 'a' }] } }, 'a'],
    ['contacts for an empty guide', {}, 'contacts'],
    ['metric_principale of an open card', { objectif: { metric_principale: 'ventes' } }, 'ventes'],
    ['first legacy indicateur', { mesure: { indicateurs: ['clients', { metric: 'ca', label: 'CA' }] } }, 'clients'],
    ['contacts when the guide is not an object', null, 'contacts'],
  ])('default metric: %s', (_name, guide, expected) => {
    expect(cardMetrics(guide).defaultMetric).toBe(expected);
  });

  it('reads legacy indicateurs (strings or objects) as number questions with cadence 7', () => {
    const m = cardMetrics({ mesure: { indicateurs: ['clients', { metric: 'ca', label: 'Chiffre', label_en: 'Turnover', unit: '€' }, 'Not valid'] } }, 'en');
    expect(m.open).toBe(false);
    expect(m.questions).toEqual([
      openQuestion('clients'),
      { metric: 'ca', label: 'Turnover', type: 'number', unit: '€', options: null, cadence_jours: 7, depends_on_metric: null, min: null, max: null },
    ]);
  });
});

describe('an open card\'s metrics', () => {
  it.each([
    ['fr', 'contacts', 'Nouveaux contacts'],
    ['en', 'contacts', 'New contacts'],
    ['fr', 'ventes_boutique', 'Ventes boutique'],
  ] as const)('%s: %s is named "%s"', (lang, metric, label) => {
    expect(openQuestion(metric, lang).label).toBe(label);
    expect(resolveMetric(cardMetrics({}, lang), metric).label).toBe(label);
  });
});

describe('resolveMetric', () => {
  const declared = cardMetrics(modern);
  const open = cardMetrics({});
  it.each([
    ['declared metric', declared, 'ventes', 'ventes'],
    ['default when omitted', declared, undefined, 'contacts'],
    ['any well-formed metric on an open card', open, 'chiffre_affaires', 'chiffre_affaires'],
    ['contacts by default on an open card', open, undefined, 'contacts'],
  ])('%s', (_n, metrics, input, expected) => {
    expect(resolveMetric(metrics, input).metric).toBe(expected);
  });

  it.each([
    ['undeclared metric', declared, 'nope'],
    ['ill-formed metric on an open card', open, 'Bad-Name'],
    ['too long metric', open, 'a'.repeat(65)],
  ])('%s → unknown_metric', (_n, metrics, input) => {
    expect(() => resolveMetric(metrics, input)).toThrow(expect.objectContaining({ code: 'unknown_metric', status: 400 }));
  });
});

describe('normalizeValue', () => {
  const q = (type: MetricQuestion['type'], options: string[] | null = null, bounds: { min?: number; max?: number } = {}): MetricQuestion => ({
    ...openQuestion('m'),
    type,
    options,
    ...boundsOf(type, bounds),
  });
  it.each([
    [q('number'), 12.5, 12.5],
    [q('number'), -3, -3],
    [q('currency'), 1999.99, 1999.99],
    [q('currency'), -50, -50], // a loss is a real figure
    [q('integer'), 42, 42],
    [q('integer'), 0, 0],
    [q('percent'), 0, 0],
    [q('percent'), 100, 100],
    [q('percent', null, { max: 300 }), 150, 150], // growth above 100 % when the question says so
    [q('percent', null, { min: -100 }), -20, -20],
    [q('number', null, { min: 1, max: 5 }), 5, 5],
    [q('boolean'), true, 1],
    [q('boolean'), false, 0],
    [q('boolean'), 1, 1],
    [q('boolean'), 0, 0],
    [q('choice', ['a', 'b', 'c']), 2, 2],
    [q('choice', ['a', 'b', 'c']), 0, 0],
    [q('integer'), 1e9, 1e9],
    [q('currency'), -1e9, -1e9],
  ])('%o accepts %s as %s', (question, input, stored) => {
    expect(normalizeValue(question, input)).toBe(stored);
  });

  it.each([
    [q('number'), true],
    [q('number'), Number.NaN],
    [q('number'), Number.POSITIVE_INFINITY],
    [q('integer'), 1.5],
    [q('boolean'), 2],
    [q('boolean'), 0.5],
    [q('choice', ['a', 'b']), 2],
    [q('choice', ['a', 'b']), -1],
    [q('choice', ['a', 'b']), 0.5],
    [q('choice', ['a']), true],
    // Bounded magnitude: 1e308 passed as an integer and broke the aggregate.
    [q('integer'), 1e308],
    [q('number'), -1e308],
    [q('currency'), 1e9 + 1],
    [q('percent'), 2e9],
    [q('integer'), Number.MAX_SAFE_INTEGER],
  ])('%o refuses %s with rule_failed', (question, input) => {
    let error: unknown;
    try {
      normalizeValue(question, input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('rule_failed');
  });
});

describe('reading bounds', () => {
  const question = (type: MetricQuestion['type'], bounds: { min?: number; max?: number } = {}): MetricQuestion => ({ ...openQuestion('m'), type, ...boundsOf(type, bounds) });
  it.each([
    ['a negative count', question('integer'), -1, 'fr', 'Entrez une valeur d’au moins 0.'],
    ['a share above 100', question('percent'), 150, 'fr', 'Entrez une valeur entre 0 et 100.'],
    ['a negative share', question('percent'), -20, 'en', 'Enter a value between 0 and 100.'],
    ['above an explicit max', question('number', { max: 2.5 }), 3, 'fr', 'Entrez une valeur d’au plus 2,5.'],
    ['below an explicit min', question('currency', { min: 1000 }), 999, 'en', 'Enter a value of at least 1,000.'],
  ] as const)('refuses %s with value_out_of_range and a message naming the bounds', (_name, q, value, lang, message) => {
    let error: unknown;
    try {
      normalizeValue(q, value, lang);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('value_out_of_range');
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).messageFor(lang)).toBe(message);
    expect((error as AppError).details).toEqual({ formErrors: [], fieldErrors: { value: [message] }, metric: 'm', min: q.min, max: q.max });
  });

  it('reads bounds from the guide, with defaults per type', () => {
    expect(boundsOf('integer')).toEqual({ min: 0, max: null });
    expect(boundsOf('percent')).toEqual({ min: 0, max: 100 });
    expect(boundsOf('percent', { min: -100, max: 500 })).toEqual({ min: -100, max: 500 });
    expect(boundsOf('number')).toEqual({ min: null, max: null });
    expect(boundsOf('currency', { min: 0 })).toEqual({ min: 0, max: null });
    expect(boundsOf('boolean', { min: 3 })).toEqual({ min: null, max: null });
    expect(boundsOf('integer', { min: Number.NaN })).toEqual({ min: 0, max: null });
  });
});
