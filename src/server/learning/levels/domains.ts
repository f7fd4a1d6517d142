/**
 * The level table of the card domains (decision 002). Configurable here only:
 * the XP query, the levels response and the cards API all read these constants.
 */
import type { Lang } from '#i18n/lang.ts';
import { DOMAINS } from '#shared/business-domains.ts';

// The domains themselves are shared vocabulary (an application names one too).
export { DOMAINS, DOMAIN_IDS, isDomain, type DomainId } from '#shared/business-domains.ts';

/** Cumulative XP at which each level starts: index 0 is level 1. */
export const LEVEL_THRESHOLDS: readonly number[] = [0, 30, 75, 150, 300, 500, 750, 1050, 1400, 1800];

/** XP given by one validated action to the domain of its card. */
export const XP_PER_ACTION = 15;

/** The display label of a domain in the user's language; null for no or an unknown domain. */
export function domainLabel(domain: string | null | undefined, lang: Lang): string | null {
  const found = DOMAINS.find((d) => d.id === domain);
  return found ? found.label[lang] : null;
}
