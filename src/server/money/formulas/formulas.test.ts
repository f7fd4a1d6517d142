import { describe, expect, it } from 'vitest';
import { formulaPresentations } from './formulas.ts';

const settings = { FORMULA_ESSENTIEL_PRICE_CENTS: 149_000, FORMULA_PREMIUM_PRICE_CENTS: 299_000, ESSENTIEL_MAX_ACTIVE_PARCOURS: 1 };

describe('formulas as the landings present them', () => {
  it('prices both formulas from the settings, with their 10 % deposit', () => {
    expect(formulaPresentations(settings).map((f) => [f.id, f.label.fr, f.label.en, f.priceCents, f.depositCents])).toEqual([
      ['essentiel', 'Essentiel', 'Essential', 149_000, 14_900],
      ['premium', 'Premium', 'Premium', 299_000, 29_900],
    ]);
    expect(formulaPresentations({ ...settings, FORMULA_PREMIUM_PRICE_CENTS: 350_050 })[1]!.depositCents).toBe(35_005);
  });

  it('names the Essentiel cap from its setting', () => {
    expect(formulaPresentations(settings)[0]!.features.fr).toContain('Un parcours actif à la fois');
    expect(formulaPresentations({ ...settings, ESSENTIEL_MAX_ACTIVE_PARCOURS: 2 })[0]!.features.en).toContain('Up to 2 active paths at a time');
  });
});
