import { describe, expect, it } from 'vitest';
import { cardFileSchema } from './card-file-schema.ts';
import { readCatalogue, DEFAULT_CARDS_DIR } from './load-catalogue.ts';

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
