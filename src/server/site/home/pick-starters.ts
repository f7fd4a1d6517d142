/**
 * The starter cards of an empty account: one per domain, each finishable in the session it is
 * started in, as the home promises (« Chacune se fait en une séance », issue 39 item 4). A card
 * with a step that opens days later (`after_days`, decision 041) cannot keep that promise, so it
 * is never suggested first; nor is a card without steps to follow when one with steps exists.
 * Pure: the home view passes the catalogue in position order.
 */
import { DOMAIN_IDS } from '#server/learning/levels/domains.ts';

interface StarterGuide {
  checklist?: { after_days?: number }[] | null;
}

export interface StarterCandidate {
  domain: string | null;
  guide: unknown;
}

function checklistOf(card: StarterCandidate): { after_days?: number }[] {
  const list = (card.guide as StarterGuide | null)?.checklist;
  return Array.isArray(list) ? list : [];
}

/** Finishable in one session: no step waits for a later day. */
export function finishableInOneSession(card: StarterCandidate): boolean {
  return checklistOf(card).every((item) => !item.after_days);
}

/** The first card of each domain (catalogue order) with steps and none that waits; domains with none are left out. */
export function pickStarters<C extends StarterCandidate>(catalogue: readonly C[]): C[] {
  const ranked = (domain: string) => {
    const inDomain = catalogue.filter((c) => c.domain === domain && finishableInOneSession(c));
    return inDomain.find((c) => checklistOf(c).length > 0) ?? inDomain[0];
  };
  return DOMAIN_IDS.map(ranked).filter((c): c is C => c !== undefined);
}
