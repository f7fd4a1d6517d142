import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { finishableInOneSession, pickStarters } from './pick-starters.ts';

const card = (slug: string, domain: string | null, checklist: { id: string; after_days?: number }[] | null) => ({ slug, domain, guide: { checklist } });

describe('the starter cards of an empty account', () => {
  it('skips a card whose step waits for a later day, even when it comes first', () => {
    const picked = pickStarters([
      card('waits', 'image_de_marque', [{ id: 'a' }, { id: 'b', after_days: 30 }]),
      card('today', 'image_de_marque', [{ id: 'a' }]),
      card('prices', 'gamme_de_tarifs', [{ id: 'a' }]),
    ]);
    expect(picked.map((c) => c.slug)).toEqual(['today', 'prices']);
  });

  it('prefers a card with steps, and leaves out a domain where every card waits', () => {
    const picked = pickStarters([card('no-steps', 'parcours_client', null), card('steps', 'parcours_client', [{ id: 'a' }]), card('waits', 'image_de_marque', [{ id: 'a', after_days: 7 }])]);
    expect(picked.map((c) => c.slug)).toEqual(['steps']);
  });

  it('suggests, from the real catalogue, only cards that can be finished in one session', () => {
    const dir = new URL('../../../../seeds/cards/', import.meta.url);
    const catalogue = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { slug: string; domain: string | null; position: number; guide: unknown })
      .sort((a, b) => a.position - b.position);
    const picked = pickStarters(catalogue);
    expect(picked).toHaveLength(3);
    expect(picked.every(finishableInOneSession)).toBe(true);
    // The photo card (position 10) ends with a step 30 days later: it is not the first suggestion.
    expect(picked.map((c) => c.slug)).not.toContain('photos-produit-lumiere-naturelle');
  });
});
