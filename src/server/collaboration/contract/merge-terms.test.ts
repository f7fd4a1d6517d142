import { describe, expect, it } from 'vitest';
import { mergeTerms, periodEnd, scaleShares } from './merge-terms.ts';
import { sampleAnswers } from '../questionnaire/test-answers.ts';

describe('scaleShares', () => {
  it.each([
    [50, 50, 50, 50, false],
    [45, 50, 47.4, 52.6, true],
    [55, 50, 52.4, 47.6, true],
    [60, 45, 57.1, 42.9, true],
    [100, 0, 100, 0, false],
    [33, 66, 33.3, 66.7, true],
  ])('%i + %i → %f / %f', (a, b, x, y, adjusted) => {
    const s = scaleShares(a, b);
    expect([s.demandeur, s.partenaire, s.adjusted]).toEqual([x, y, adjusted]);
    expect(Math.round((s.demandeur + s.partenaire) * 10) / 10).toBe(100);
  });
});

describe('periodEnd', () => {
  it.each([
    ['2026-03-01', 3, '2026-05-31'],
    ['2026-01-15', 1, '2026-02-14'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-30', 1, '2028-02-29'],
    ['2026-11-10', 12, '2027-11-09'],
    ['2026-12-01', 1, '2026-12-31'],
  ])('%s + %i months → %s', (start, months, end) => {
    expect(periodEnd(start, months)).toBe(end);
  });
});

describe('mergeTerms', () => {
  it('takes the agreed answers as they are', () => {
    const t = mergeTerms(sampleAnswers(), sampleAnswers());
    expect(t).toMatchObject({ facturation: 'demandeur', frais: { value: 'au_prorata', differed: false }, dateFin: '2026-05-31', objet: { same: true } });
  });

  it('resolves differing non-blocking answers by the announced rules', () => {
    const t = mergeTerms(
      sampleAnswers({ frais: 'demandeur', delai_paiement: 45, resiliation: 'accord_mutuel', date_debut: '2026-04-01', objet: 'A', livrables: 'Même  texte' }),
      sampleAnswers({ frais: 'partenaire', delai_paiement: 10, resiliation: 'preavis_15_jours', date_debut: '2026-03-15', objet: 'B', livrables: 'même texte' }),
    );
    expect(t.frais).toEqual({ value: 'chacun_les_siens', differed: true });
    expect(t.delaiPaiement).toEqual({ value: 10, differed: true });
    expect(t.resiliation).toEqual({ value: 'preavis_30_jours', differed: true });
    expect(t.dateDebut).toEqual({ value: '2026-04-01', differed: true });
    expect(t.dateFin).toBe('2026-06-30');
    expect(t.objet).toEqual({ same: false, demandeur: 'A', partenaire: 'B' });
    expect(t.livrables.same).toBe(true);
  });

  it('has no end date for the time of the project', () => {
    expect(mergeTerms(sampleAnswers({ duree: 'projet' }), sampleAnswers({ duree: 'projet' })).dateFin).toBeNull();
  });
});
