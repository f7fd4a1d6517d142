import { describe, expect, it } from 'vitest';
import { detectFlags, hasConflict, SAME_ANSWER_KEYS, SHARE_KEYS } from './detect-flags.ts';
import { ANSWER_KEYS, CHOICES, QUESTIONS, type Answers } from './questions.ts';
import { sampleAnswers } from './test-answers.ts';

const both = (a: Partial<Answers>, b: Partial<Answers>) => detectFlags({ demandeur: sampleAnswers(a), partenaire: sampleAnswers(b) });

describe('detectFlags: share sums (band 95–105 inclusive)', () => {
  const cases: [number, number, boolean][] = [
    [50, 50, false],
    [45, 50, false], // 95: lower edge, allowed
    [44, 50, true], // 94
    [55, 50, false], // 105: upper edge, allowed
    [56, 50, true], // 106
    [0, 95, false],
    [0, 94, true],
    [100, 5, false],
    [100, 6, true],
    [100, 100, true],
    [0, 0, true],
  ];
  for (const key of SHARE_KEYS) {
    it.each(cases)(`${key}: %i + %i → conflict %s`, (a, b, conflict) => {
      const flags = both({ [key]: a }, { [key]: b });
      expect(flags.filter((f) => f.key === key)).toEqual(conflict ? [{ type: 'conflict', key }] : []);
      expect(hasConflict(flags)).toBe(conflict);
    });
  }
});

describe('detectFlags: answers that must be the same', () => {
  it('covers exactly the seven keys of the spec', () => {
    expect([...SAME_ANSWER_KEYS].sort()).toEqual(['alea', 'duree', 'facturation', 'interlocuteur', 'portfolio', 'priorite_futur', 'propriete']);
  });

  // Every pair of different choices of every such key is a conflict; the same choice never is.
  const rows = SAME_ANSWER_KEYS.flatMap((key) => {
    const options = CHOICES[key] as readonly string[];
    return options.flatMap((a) => options.map((b) => [key, a, b] as const));
  });
  it.each(rows)('%s: %s vs %s', (key, a, b) => {
    const flags = both({ [key]: a } as Partial<Answers>, { [key]: b } as Partial<Answers>);
    expect(flags).toEqual(a === b ? [] : [{ type: 'conflict', key }]);
  });

  it('never flags the other questions, however different', () => {
    const other: Partial<Answers> = {
      objet: 'Autre chose',
      livrables: 'Autres pièces',
      frais: 'partenaire',
      delai_paiement: 0,
      resiliation: 'accord_mutuel',
      date_debut: '2030-01-01',
    };
    expect(both({}, other)).toEqual([]);
    const flagged = new Set<string>([...SAME_ANSWER_KEYS, ...SHARE_KEYS, 'assurance_rc_pro']);
    expect(ANSWER_KEYS.filter((k) => !flagged.has(k)).sort()).toEqual(Object.keys(other).sort());
  });
});

describe('detectFlags: insurance is a risk, not a conflict', () => {
  it.each([
    [true, true, []],
    [false, true, [{ type: 'risk', key: 'assurance_rc_pro', party: 'demandeur' }]],
    [true, false, [{ type: 'risk', key: 'assurance_rc_pro', party: 'partenaire' }]],
    [
      false,
      false,
      [
        { type: 'risk', key: 'assurance_rc_pro', party: 'demandeur' },
        { type: 'risk', key: 'assurance_rc_pro', party: 'partenaire' },
      ],
    ],
  ] as const)('demandeur %s, partenaire %s', (a, b, expected) => {
    const flags = both({ assurance_rc_pro: a }, { assurance_rc_pro: b });
    expect(flags).toEqual(expected);
    expect(hasConflict(flags)).toBe(false);
  });

  it('shows a risk from one side alone, but no conflict without both sides', () => {
    expect(detectFlags({ demandeur: sampleAnswers({ assurance_rc_pro: false, charge_pct: 100 }), partenaire: null })).toEqual([
      { type: 'risk', key: 'assurance_rc_pro', party: 'demandeur' },
    ]);
  });
});

it('orders flags as the questionnaire and lists several at once', () => {
  const flags = both({ duree: 'projet', charge_pct: 80, facturation: 'chacun', assurance_rc_pro: false }, { duree: '1_mois' });
  expect(flags.map((f) => f.key)).toEqual(['charge_pct', 'facturation', 'assurance_rc_pro', 'duree']);
  expect(Object.keys(QUESTIONS)).toEqual([...ANSWER_KEYS]);
});
