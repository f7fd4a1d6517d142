import { describe, expect, it } from 'vitest';
import { AppError } from '#server/platform/http/errors.ts';
import { isComplete, validateAnswers } from './validate-answers.ts';
import { ANSWER_KEYS } from './questions.ts';
import { sampleAnswers } from './test-answers.ts';

function fieldErrors(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect(['validation_failed', 'rule_failed']).toContain((error as AppError).code);
    return ((error as AppError).details as { fieldErrors: Record<string, string[]> }).fieldErrors;
  }
  throw new Error('expected a validation error');
}

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return 'accepted';
}

describe('validateAnswers: validation_failed for what the description states, rule_failed for the rest, both 400 (decision 030)', () => {
  it('a wrong type, an unknown question or a too long text is validation_failed', () => {
    expect(codeOf(() => validateAnswers({ charge_pct: 'x' }, 'fr', 'draft'))).toBe('validation_failed');
    expect(codeOf(() => validateAnswers({ nope: 1 }, 'fr', 'draft'))).toBe('validation_failed');
    expect(codeOf(() => validateAnswers({ objet: 'x'.repeat(501) }, 'fr', 'draft'))).toBe('validation_failed');
    expect(codeOf(() => validateAnswers({ date_debut: 'demain' }, 'fr', 'draft'))).toBe('validation_failed');
    expect(codeOf(() => validateAnswers({ date_debut: '2030-02-30' }, 'fr', 'draft'))).toBe('validation_failed'); // format: date
  });
  it('a missing answer in a submission, a control character or a day out of bounds is rule_failed', () => {
    const { objet: _, ...partial } = sampleAnswers();
    expect(codeOf(() => validateAnswers(partial, 'fr', 'complete'))).toBe('rule_failed');
    expect(codeOf(() => validateAnswers({ objet: 'a\u0007b' }, 'fr', 'draft'))).toBe('rule_failed');
    expect(codeOf(() => validateAnswers({ date_debut: '1999-12-31' }, 'fr', 'draft'))).toBe('rule_failed');
  });
});

describe('validateAnswers', () => {
  it('accepts a complete set and stores it in question order, texts trimmed and NFC', () => {
    const raw = { ...sampleAnswers(), objet: '  Cafe\u0301 et bols \r\n ', charge_pct: -0 };
    const out = validateAnswers(Object.fromEntries(Object.entries(raw).reverse()), 'fr', 'complete');
    expect(Object.keys(out)).toEqual([...ANSWER_KEYS]);
    expect(out.objet).toBe('Café et bols');
    expect(Object.is(out.charge_pct, 0)).toBe(true);
  });

  it.each([
    ['objet', 'x'.repeat(501)],
    ['objet', 42],
    ['livrables', 'y'.repeat(1001)],
    ['charge_pct', 101],
    ['charge_pct', -1],
    ['charge_pct', 50.5],
    ['charge_pct', '50'],
    ['revenue_pct', 1e308],
    ['revenue_pct', true],
    ['delai_paiement', 61],
    ['delai_paiement', -1],
    ['frais', 'moi'],
    ['facturation', 'chacun_les_siens'],
    ['facturation', 'me'],
    ['interlocuteur', 'chacun'],
    ['propriete', 'aucun'],
    ['portfolio', 'aucune'],
    ['priorite_futur', 'aucun'],
    ['alea', 'force_majeure'],
    ['resiliation', 'preavis_60_jours'],
    ['assurance_rc_pro', 'oui'],
    ['assurance_rc_pro', 1],
    ['duree', '2_mois'],
    ['date_debut', '2026-02-30'],
    ['date_debut', '2026-2-3'],
    ['date_debut', '1999-12-31'],
    ['date_debut', 20260301],
    ['objet', 'bad \ud800 surrogate'],
    ['livrables', 'bell \u0007'],
  ] as const)('refuses %s = %j', (key, value) => {
    const errors = fieldErrors(() => validateAnswers({ ...sampleAnswers(), [key]: value }, 'fr', 'complete'));
    expect(Object.keys(errors)).toEqual([key]);
  });

  it('accepts the edges of every range', () => {
    for (const [key, value] of [['charge_pct', 0], ['charge_pct', 100], ['delai_paiement', 0], ['delai_paiement', 60], ['objet', 'é'.repeat(500)], ['date_debut', '2000-01-01'], ['date_debut', '2028-02-29']] as const) {
      expect(validateAnswers({ ...sampleAnswers(), [key]: value }, 'fr', 'complete')[key]).toBe(value);
    }
  });

  it('refuses unknown keys, prototype keys included, with the key named', () => {
    const raw = JSON.parse('{"__proto__": 1, "constructor": 2, "toString": 3, "objet": "ok"}');
    const errors = fieldErrors(() => validateAnswers(raw, 'en', 'draft'));
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(errors.toString).toEqual(['This question does not exist.']);
  });

  it('lets a draft leave questions out, but a submission must answer all 16', () => {
    expect(validateAnswers({ objet: 'Un projet', charge_pct: null, livrables: '   ' }, 'fr', 'draft')).toEqual({ objet: 'Un projet' });
    const errors = fieldErrors(() => validateAnswers({ objet: 'Un projet' }, 'fr', 'complete'));
    expect(Object.keys(errors)).toEqual(ANSWER_KEYS.filter((k) => k !== 'objet'));
    expect(errors.charge_pct).toEqual(['Répondez à cette question.']);
  });

  it('writes messages in the caller’s language', () => {
    expect(fieldErrors(() => validateAnswers({ charge_pct: 101 }, 'fr', 'draft')).charge_pct).toEqual(['Entrez un nombre entier entre 0 et 100.']);
    expect(fieldErrors(() => validateAnswers({ charge_pct: 101 }, 'en', 'draft')).charge_pct).toEqual(['Enter a whole number between 0 and 100.']);
  });

  it.each([null, [], 'x', 3])('refuses answers that are not an object (%j)', (raw) => {
    expect(Object.keys(fieldErrors(() => validateAnswers(raw, 'fr', 'draft')))).toEqual(['answers']);
  });

  it('tells a complete stored set from a partial one', () => {
    expect(isComplete(sampleAnswers())).toBe(true);
    const { objet: _objet, ...partial } = sampleAnswers();
    expect(isComplete(partial)).toBe(false);
  });
});
