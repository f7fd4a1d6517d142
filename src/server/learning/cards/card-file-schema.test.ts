import { describe, expect, it } from 'vitest';
import { cardFileSchema } from './card-file-schema.ts';
import { readCatalogue, DEFAULT_CARDS_DIR } from './load-catalogue.ts';
import { frenchSpacingProblems } from '#i18n/format.ts';

function base(): any {
  return {
    slug: 'carte-test',
    position: 1,
    domain: 'image_de_marque',
    title: 'Titre',
    summary: 'Résumé',
    guide: {
      renseignements: {
        fields: [
          { key: 'a', label: 'A', type: 'boolean' },
          { key: 'b', label: 'B', type: 'text', show_if: { field: 'a', equals: true } },
        ],
      },
      checklist: [{ id: 'x', label: 'X', requires_proof: false, printable_worksheet: true, worksheet_section: 'bilan' }],
      objectif: { label: 'O', metric_principale: 'contacts' },
      mesure: {
        questions: [
          { metric: 'a_boutique', label: 'Q', type: 'boolean' },
          { metric: 'contacts', label: 'C', type: 'integer', cadence_jours: 7, depends_on_metric: 'a_boutique' },
        ],
      },
    },
  };
}

function issuesOf(card: unknown): string[] {
  const result = cardFileSchema.safeParse(card);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('card file schema', () => {
  it('accepts a complete card and a legacy indicateurs card', () => {
    expect(issuesOf(base())).toEqual([]);
    const legacy = base();
    legacy.guide.mesure = { indicateurs: [{ metric: 'contacts', label: 'Ventes', unit: '€' }] };
    expect(issuesOf(legacy)).toEqual([]);
  });

  it.each<[string, (c: any) => void, string]>([
    ['unknown domain', (c) => (c.domain = 'marketing'), 'domain'],
    ['bad field type', (c) => (c.guide.renseignements.fields[0].type = 'date'), 'guide.renseignements.fields.0.type'],
    ['duplicate field key', (c) => (c.guide.renseignements.fields[1].key = 'a'), 'guide.renseignements.fields.1.key'],
    ['show_if to a missing field', (c) => (c.guide.renseignements.fields[1].show_if.field = 'zz'), 'guide.renseignements.fields.1.show_if.field'],
    ['show_if to itself', (c) => (c.guide.renseignements.fields[1].show_if.field = 'b'), 'guide.renseignements.fields.1.show_if.field'],
    ['duplicate checklist id', (c) => c.guide.checklist.push({ id: 'x', label: 'Y' }), 'guide.checklist.1.id'],
    ['worksheet_section without printable_worksheet', (c) => (c.guide.checklist[0].printable_worksheet = false), 'guide.checklist.0.worksheet_section'],
    ['unsupported worksheet_section', (c) => (c.guide.checklist[0].worksheet_section = 'intro'), 'guide.checklist.0.worksheet_section'],
    ['bad metric name', (c) => (c.guide.mesure.questions[1].metric = 'Contacts'), 'guide.mesure.questions.1.metric'],
    ['choice without options', (c) => (c.guide.mesure.questions[1].type = 'choice'), 'guide.mesure.questions.1.options'],
    ['depends_on a non-boolean', (c) => (c.guide.mesure.questions[0].type = 'number'), 'guide.mesure.questions.1.depends_on_metric'],
    ['depends_on a missing metric', (c) => (c.guide.mesure.questions[1].depends_on_metric = 'zz'), 'guide.mesure.questions.1.depends_on_metric'],
    ['objectif metric not measured', (c) => (c.guide.objectif.metric_principale = 'ventes'), 'guide.objectif.metric_principale'],
    ['non-integer cadence', (c) => (c.guide.mesure.questions[1].cadence_jours = 1.5), 'guide.mesure.questions.1.cadence_jours'],
    ['unknown key', (c) => (c.guide.extra = 1), 'guide'],
    ['option object without a label', (c) => (c.guide.renseignements.fields[1].options = [{ value: 'a' }]), 'guide.renseignements.fields.1.options.0'],
    ['duplicate option values', (c) => (c.guide.renseignements.fields[1].options = ['a', { value: 'a', label: 'A' }]), 'guide.renseignements.fields.1.options'],
    ['max_length on a boolean', (c) => (c.guide.renseignements.fields[0].max_length = 10), 'guide.renseignements.fields.0.max_length'],
    ['multiline on a text with options', (c) => Object.assign(c.guide.renseignements.fields[1], { options: ['a'], multiline: true }), 'guide.renseignements.fields.1.multiline'],
    ['min on a text field', (c) => (c.guide.renseignements.fields[1].min = 1), 'guide.renseignements.fields.1.min'],
    ['bounds on a boolean question', (c) => (c.guide.mesure.questions[0].max = 1), 'guide.mesure.questions.0.max'],
    ['max below min', (c) => Object.assign(c.guide.mesure.questions[1], { min: 10, max: 5 }), 'guide.mesure.questions.1.max'],
    ['a non-finite bound', (c) => (c.guide.mesure.questions[1].max = Number.POSITIVE_INFINITY), 'guide.mesure.questions.1.max'],
  ])('refuses %s, naming the path', (_name, mutate, path) => {
    const card = base();
    mutate(card);
    const issues = issuesOf(card);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.some((i) => i.startsWith(`${path}:`))).toBe(true);
  });
});

describe('the seeded catalogue', () => {
  const catalogue = readCatalogue(DEFAULT_CARDS_DIR);
  const fields = catalogue.flatMap((c) => c.guide.renseignements.fields);
  const items = catalogue.flatMap((c) => c.guide.checklist);
  const questions = catalogue.flatMap((c) => c.guide.mesure?.questions ?? []);

  it('has at least 12 cards, 4 per domain, one without domain and one legacy card', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(12);
    for (const domain of ['image_de_marque', 'parcours_client', 'gamme_de_tarifs']) {
      expect(catalogue.filter((c) => c.domain === domain).length).toBeGreaterThanOrEqual(4);
    }
    expect(catalogue.some((c) => !c.domain)).toBe(true);
    expect(catalogue.some((c) => c.guide.mesure?.indicateurs && !c.guide.mesure.questions)).toBe(true);
    expect(catalogue.every((c) => c.title_en && c.summary_en)).toBe(true);
  });

  it('accepts options as labelled objects or plain strings, and bounds on numbers', () => {
    const card = base();
    card.guide.renseignements.fields[1].options = ['libre', { value: 'nord', label: 'Nord', label_en: 'North' }];
    card.guide.renseignements.fields.push({ key: 'bio', label: 'Bio', type: 'text', max_length: 150, multiline: true });
    card.guide.renseignements.fields.push({ key: 'acompte', label: 'Acompte', type: 'number', min: 0, max: 100, unit: '%' });
    card.guide.mesure.questions.push({ metric: 'canal', label: 'Canal', type: 'choice', options: [{ value: 'salon', label: 'Salon', label_en: 'Fair' }] });
    card.guide.mesure.questions.push({ metric: 'marge', label: 'Marge', type: 'percent', min: -100, max: 100 });
    expect(issuesOf(card)).toEqual([]);
  });

  it('labels every option of the seeds in both languages', () => {
    const all = [...fields.flatMap((f) => f.options ?? []), ...questions.flatMap((q) => q.options ?? [])];
    expect(all.length).toBeGreaterThan(20);
    for (const option of all) {
      expect(option, JSON.stringify(option)).toMatchObject({ value: expect.any(String), label: expect.any(String), label_en: expect.any(String) });
    }
  });

  it('writes French texts of the seeds with French spacing', () => {
    const texts: string[] = [];
    const walk = (value: unknown, key = ''): void => {
      if (typeof value === 'string' && ['title', 'summary', 'label', 'help', 'placeholder', 'detail', 'titre', 'texte'].includes(key)) texts.push(value);
      else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    walk(catalogue);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => frenchSpacingProblems(t).length > 0)).toEqual([]);
  });

  it('uses every field type, show_if, proofs, both worksheet sections and both cadences', () => {
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(['text', 'number', 'boolean', 'tags', 'color_list']));
    expect(fields.some((f) => f.show_if)).toBe(true);
    expect(items.some((i) => i.requires_proof)).toBe(true);
    expect(new Set(items.map((i) => i.worksheet_section).filter(Boolean))).toEqual(new Set(['observation', 'bilan']));
    const cadences = questions.map((q) => q.cadence_jours);
    expect(cadences).toContain(7);
    expect(cadences).toContain(30);
    expect(questions.some((q) => q.depends_on_metric)).toBe(true);
    expect(catalogue.some((c) => (c.guide.mesure?.questions?.length ?? 0) > 1)).toBe(true);
  });
});
