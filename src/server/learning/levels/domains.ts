/**
 * The recognised card domains and the level table (decision 002). Configurable here only:
 * the XP query, the levels response and the cards API all read these constants.
 */
import type { Lang } from '#i18n/lang.ts';

export const DOMAINS = [
  { id: 'image_de_marque', label: { fr: 'Image de marque', en: 'Brand image' } },
  { id: 'parcours_client', label: { fr: 'Parcours client', en: 'Customer journey' } },
  { id: 'gamme_de_tarifs', label: { fr: 'Gamme de tarifs', en: 'Price range' } },
] as const;

export type DomainId = (typeof DOMAINS)[number]['id'];

export const DOMAIN_IDS: readonly DomainId[] = DOMAINS.map((d) => d.id);

/** Cumulative XP at which each level starts: index 0 is level 1. */
export const LEVEL_THRESHOLDS: readonly number[] = [0, 30, 75, 150, 300, 500, 750, 1050, 1400, 1800];

/** XP given by one validated action to the domain of its card. */
export const XP_PER_ACTION = 15;

export function isDomain(value: unknown): value is DomainId {
  return typeof value === 'string' && (DOMAIN_IDS as readonly string[]).includes(value);
}

/** The display label of a domain in the user's language; null for no or an unknown domain. */
export function domainLabel(domain: string | null | undefined, lang: Lang): string | null {
  const found = DOMAINS.find((d) => d.id === domain);
  return found ? found.label[lang] : null;
}
