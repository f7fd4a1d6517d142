import { describe, expect, it } from 'vitest';
import { localizeCard } from './localize-card.ts';

const guide = {
  fields: [{ key: 'a', label: 'Couleur', label_en: 'Colour', help: 'Aide', placeholder: 'ex.', placeholder_en: '' }],
  checklist: [{ id: 'x', label: 'Faire', detail: 'Détail', detail_en: 'Detail', options: ['nord'] }],
  steps: [{ titre: 'Un', titre_en: 'One', texte: 'Texte', texte_en: 'Text' }],
};

describe('localizeCard', () => {
  it('keeps French and strips _en keys', () => {
    expect(localizeCard(guide, 'fr')).toEqual({
      fields: [{ key: 'a', label: 'Couleur', help: 'Aide', placeholder: 'ex.' }],
      checklist: [{ id: 'x', label: 'Faire', detail: 'Détail', options: ['nord'] }],
      steps: [{ titre: 'Un', texte: 'Texte' }],
    });
  });

  it('uses English where it exists, French otherwise, and never translates values', () => {
    expect(localizeCard(guide, 'en')).toEqual({
      fields: [{ key: 'a', label: 'Colour', help: 'Aide', placeholder: 'ex.' }],
      checklist: [{ id: 'x', label: 'Faire', detail: 'Detail', options: ['nord'] }],
      steps: [{ titre: 'One', texte: 'Text' }],
    });
  });

  it('passes null and scalars through', () => {
    expect(localizeCard(null, 'en')).toBeNull();
    expect(localizeCard([1, 'a'], 'en')).toEqual([1, 'a']);
  });
});
