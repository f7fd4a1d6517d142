import { describe, expect, it } from 'vitest';
import type { GuideField } from '../api-types.ts';
import { actionProgress, isAnswered } from './action-progress.ts';

const fields: GuideField[] = [
  { key: 'boutique', label: 'Boutique ?', type: 'boolean', required: true },
  { key: 'phrase', label: 'Phrase', type: 'text', required: true, show_if: { field: 'boutique', equals: true } },
  { key: 'bio', label: 'Bio', type: 'text', required: true },
  { key: 'prix', label: 'Prix', type: 'number', required: true },
  { key: 'jours', label: 'Jours', type: 'tags' },
];
const checklist = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B', requires_proof: true },
];
const guide = { renseignements: { fields }, checklist };

describe('actionProgress', () => {
  it('counts what is missing, in guide order, and offers finishing only when nothing is', () => {
    const empty = actionProgress(guide, {}, {});
    expect(empty.steps).toEqual({ done: 0, total: 2 });
    // The untouched yes/no is answered "no", which hides the conditional question.
    expect(empty.required).toEqual({ filled: 1, total: 3 });
    expect(empty.missingFields.map((f) => f.key)).toEqual(['bio', 'prix']);
    expect(empty.missingItems.map((i) => i.id)).toEqual(['a', 'b']);
    expect(empty.canFinish).toBe(false);

    const shop = actionProgress(guide, { boutique: true, bio: '  ', prix: 0 }, { a: true });
    expect(shop.required).toEqual({ filled: 2, total: 4 });
    expect(shop.missingFields.map((f) => f.key)).toEqual(['phrase', 'bio']);
    expect(shop.steps).toEqual({ done: 1, total: 2 });

    const done = actionProgress(guide, { boutique: true, phrase: 'Bonjour', bio: 'Potière', prix: 12 }, { a: true, b: true });
    expect(done.canFinish).toBe(true);
    expect(actionProgress(guide, { boutique: true, phrase: 'Bonjour', bio: 'Potière', prix: 12 }, { a: true, b: false }).canFinish).toBe(false);
  });

  it('has nothing to do for a card without fields or steps', () => {
    expect(actionProgress({}, {}, {})).toMatchObject({ steps: { done: 0, total: 0 }, required: { filled: 0, total: 0 }, canFinish: true });
  });

  it.each([
    [{ key: 'x', label: 'X', type: 'text' } as GuideField, 'a', true],
    [{ key: 'x', label: 'X', type: 'text' } as GuideField, ' \n', false],
    [{ key: 'x', label: 'X', type: 'number' } as GuideField, 0, true],
    [{ key: 'x', label: 'X', type: 'number' } as GuideField, Number.NaN, false],
    [{ key: 'x', label: 'X', type: 'tags' } as GuideField, [], false],
    [{ key: 'x', label: 'X', type: 'color_list' } as GuideField, ['#aabbcc'], true],
    [{ key: 'x', label: 'X', type: 'boolean' } as GuideField, false, true],
    [{ key: 'x', label: 'X', type: 'boolean' } as GuideField, undefined, false],
  ])('isAnswered(%o, %o) is %s', (field, value, expected) => {
    expect(isAnswered(field, value)).toBe(expected);
  });
});
