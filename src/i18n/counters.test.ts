import { describe, expect, it } from 'vitest';
import { cardTexts } from './ui-card.ts';
import { collaborationUi } from './ui-collaboration.ts';

describe('character counters', () => {
  it('write their numbers as the help above them does (« 2 000 caractères au maximum »)', () => {
    const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(flat(collaborationUi.fr.agreement.chars(0, 2000))).toBe('0 / 2 000 caractères');
    expect(collaborationUi.en.agreement.chars(1200, 2000)).toBe('1,200 / 2,000 characters');
    expect(flat(cardTexts.fr.counter(12, 1000))).toBe('12/1 000 caractères');
    expect(cardTexts.en.counter(12, 150)).toBe('12/150 characters');
  });
});
