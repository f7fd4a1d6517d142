import { describe, expect, it } from 'vitest';
import { flagMessage } from './flag-messages.ts';
import { detectFlags } from './detect-flags.ts';
import { sampleAnswers } from './test-answers.ts';
import { frenchSpacingProblems } from '#i18n/format.ts';

describe('the flags’ French explanations', () => {
  it('keep French typography: no-break spaces before : and %, inside « » (issue 39)', () => {
    const sets = {
      demandeur: sampleAnswers({ assurance_rc_pro: false }),
      partenaire: sampleAnswers({ facturation: 'chacun', charge_pct: 60, assurance_rc_pro: false }),
    };
    const flags = detectFlags(sets);
    expect(flags.map((f) => f.type)).toEqual(expect.arrayContaining(['conflict', 'risk']));
    for (const flag of flags) {
      for (const viewer of ['demandeur', 'partenaire'] as const) {
        const text = flagMessage(flag, viewer, sets, { demandeur: 'Camille', partenaire: 'Olivia' }, 'fr');
        expect(frenchSpacingProblems(text), text).toEqual([]);
        expect(text).not.toMatch(/\d %/);
      }
    }
  });
});
