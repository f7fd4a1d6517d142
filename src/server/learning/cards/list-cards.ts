/** GET /api/cards: the catalogue by position, with the caller's action status per card. */
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { actions, cards } from '#db/schema.ts';
import { DOMAIN_IDS, domainLabel, isDomain } from '../levels/domains.ts';
import { cardSummary, cardTitle } from './card-text.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { cardSummaryResponse } from './card-responses.ts';

export const listCardsQuery = z.strictObject({
  domain: z.enum(['none', ...DOMAIN_IDS] as [string, ...string[]]).optional(),
  status: z.enum(['a_faire', 'en_cours', 'validee']).optional(),
});

export async function listCards(db: DbOrTx, userId: string, lang: Lang, filters: z.infer<typeof listCardsQuery>) {
  const rows = await db
    .select({ card: cards, status: actions.status })
    .from(cards)
    .leftJoin(actions, and(eq(actions.cardId, cards.id), eq(actions.userId, userId)))
    .orderBy(asc(cards.position), asc(cards.slug));
  return rows
    .filter(({ card, status }) => {
      if (filters.domain === 'none' && isDomain(card.domain)) return false;
      if (filters.domain && filters.domain !== 'none' && card.domain !== filters.domain) return false;
      if (filters.status === 'a_faire' && status !== null) return false;
      if (filters.status && filters.status !== 'a_faire' && status !== filters.status) return false;
      return true;
    })
    .map(({ card, status }) => ({
      id: card.id,
      slug: card.slug,
      title: cardTitle(card, lang),
      summary: cardSummary(card, lang),
      domain: card.domain,
      domain_label: domainLabel(card.domain, lang),
      position: card.position,
      status: (status ?? null) as 'en_cours' | 'validee' | null,
    }) satisfies ResponseOf<typeof cardSummaryResponse>);
}
