/**
 * The business domains an artisan works on (decision 002): each card belongs to one, XP and levels
 * are counted per domain, and an application names the one it needs most. Vocabulary read by the
 * learning wing (cards, levels), the application (money) and the islands; the level table stays
 * with the levels (src/server/learning/levels/domains.ts).
 */
export const DOMAINS = [
  { id: 'image_de_marque', label: { fr: 'Image de marque', en: 'Brand image' } },
  { id: 'parcours_client', label: { fr: 'Parcours client', en: 'Customer journey' } },
  { id: 'gamme_de_tarifs', label: { fr: 'Gamme de tarifs', en: 'Price range' } },
] as const;

export type DomainId = (typeof DOMAINS)[number]['id'];

export const DOMAIN_IDS: readonly DomainId[] = DOMAINS.map((d) => d.id);

export function isDomain(value: unknown): value is DomainId {
  return typeof value === 'string' && (DOMAIN_IDS as readonly string[]).includes(value);
}
