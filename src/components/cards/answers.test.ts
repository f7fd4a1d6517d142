import { describe, expect, it } from 'vitest';
import type { GuideField } from '../api-types.ts';
import { answersToSend, isVisible } from './answers.ts';

const fields: GuideField[] = [
  { key: 'has_logo', label: 'Logo ?', type: 'boolean' },
  { key: 'logo_colors', label: 'Couleurs', type: 'color_list', show_if: { field: 'has_logo', equals: true } },
  { key: 'why_not', label: 'Pourquoi ?', type: 'text', show_if: { field: 'has_logo', equals: false } },
  { key: 'detail', label: 'Détail', type: 'text', show_if: { field: 'why_not', equals: 'autre' } },
  { key: 'price', label: 'Prix', type: 'number' },
  { key: 'tags', label: 'Mots', type: 'tags' },
];

describe('isVisible', () => {
  it.each([
    ['logo_colors', {}, false],
    ['logo_colors', { has_logo: true }, true],
    ['why_not', {}, true], // an untouched checkbox is false
    ['why_not', { has_logo: true }, false],
    ['detail', { has_logo: false, why_not: 'autre' }, true],
    ['detail', { has_logo: true, why_not: 'autre' }, false], // its condition field is hidden
    ['price', {}, true],
  ] as const)('%s with %j → %s', (key, data, expected) => {
    expect(isVisible(fields, data, fields.find((f) => f.key === key)!)).toBe(expected);
  });
});

describe('answersToSend', () => {
  it('keeps visible answers, drops hidden fields and empty numbers', () => {
    const data = { has_logo: true, logo_colors: ['#112233'], why_not: 'old answer', price: Number.NaN, tags: ['a'] };
    expect(answersToSend(fields, data)).toEqual({ has_logo: true, logo_colors: ['#112233'], tags: ['a'] });
  });
  it('sends numbers and empty lists as they are, and an untouched checkbox as false', () => {
    expect(answersToSend(fields, { price: 0, tags: [] })).toEqual({ has_logo: false, price: 0, tags: [] });
  });
});
