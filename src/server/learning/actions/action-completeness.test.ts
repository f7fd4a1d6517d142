import { describe, expect, it } from 'vitest';
import { isComplete, missingForCompletion, type ChecklistSpec, type CompletenessField } from './action-completeness.ts';

const fields: CompletenessField[] = [
  { key: 'style', type: 'text', label: 'Style', label_en: 'Look', required: true },
  { key: 'vend', type: 'boolean', label: 'Vend', required: true },
  { key: 'boutique', type: 'text', label: 'Boutique', required: true, show_if: { field: 'vend', equals: true } },
  { key: 'libre', type: 'text', label: 'Libre' },
];
const items: ChecklistSpec[] = [
  { id: 'a', label: 'Étape A', label_en: 'Step A' },
  { id: 'p', label: 'Preuve', requires_proof: true },
];
const none = new Set<string>();

describe('missingForCompletion', () => {
  const cases: { name: string; data: Record<string, unknown>; checklist: Record<string, boolean>; proofs?: Set<string>; fields: string[]; items: [string, string][] }[] = [
    { name: 'nothing done', data: {}, checklist: {}, fields: ['style', 'vend'], items: [['a', 'unchecked'], ['p', 'unchecked']] },
    { name: 'spaces are no answer', data: { style: '  ', vend: false }, checklist: { a: true }, fields: ['style'], items: [['p', 'unchecked']] },
    { name: 'a shown field is required', data: { style: 'x', vend: true }, checklist: { a: true, p: true }, proofs: new Set(['p']), fields: ['boutique'], items: [] },
    { name: 'proof item checked without its proof', data: { style: 'x', vend: false }, checklist: { a: true, p: true }, fields: [], items: [['p', 'proof_missing']] },
    { name: 'unticked item', data: { style: 'x', vend: false }, checklist: { a: false, p: true }, proofs: new Set(['p']), fields: [], items: [['a', 'unchecked']] },
    { name: 'complete', data: { style: 'x', vend: true, boutique: 'Lodève' }, checklist: { a: true, p: true }, proofs: new Set(['p']), fields: [], items: [] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const missing = missingForCompletion(fields, items, { data: c.data, checklist: c.checklist, proofs: c.proofs ?? none }, 'fr');
      expect(missing.fields.map((f) => f.key)).toEqual(c.fields);
      expect(missing.checklist.map((i) => [i.id, i.reason])).toEqual(c.items);
      expect(isComplete(missing)).toBe(c.fields.length === 0 && c.items.length === 0);
    });
  }

  it('names what is missing in the caller’s language', () => {
    const en = missingForCompletion(fields, items, { data: {}, checklist: {}, proofs: none }, 'en');
    expect(en.fields[0]).toEqual({ key: 'style', label: 'Look' });
    expect(en.checklist[0]).toEqual({ id: 'a', label: 'Step A', reason: 'unchecked' });
    expect(en.checklist[1]!.label).toBe('Preuve');
  });

  it('does not read a checklist state inherited from Object.prototype', () => {
    const missing = missingForCompletion([], [{ id: 'constructor', label: 'C' }], { data: {}, checklist: {}, proofs: none }, 'fr');
    expect(missing.checklist).toHaveLength(1);
  });
});
