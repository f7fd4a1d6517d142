/**
 * GET /api/my-xp-history: the caller's last XP gains, newest first, for the dashboard. A gain is
 * a validated action of a card of a known domain (decision 002: XP is derived, never stored), dated
 * by its validation; an action validates once, so it is one gain of XP_PER_ACTION.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { actions, cards } from '#db/schema.ts';
import { DOMAIN_IDS, XP_PER_ACTION, domainLabel } from './domains.ts';
import { cardTitle } from '../cards/card-text.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';

/** How many gains the answer holds at most. */
export const XP_HISTORY_LIMIT = 20;

/** Its answer, beside its one serializer (no other route sends it). */
export const xpHistoryResponse = z.array(
  z.object({
    card_id: z.string().meta({ format: 'uuid', description: 'UUID' }),
    card_slug: z.string(),
    card_title: z.string().describe('In the caller’s language'),
    domain: z.string().describe('The card’s domain: `image_de_marque`, `parcours_client` or `gamme_de_tarifs`'),
    domain_label: z.string().describe('In the caller’s language'),
    xp: z.number().int().describe('XP gained (15 per validated action)'),
    gained_at: z.string().meta({ format: 'date-time', description: 'When the action was validated' }),
  }),
);

export async function listXpHistory(db: DbOrTx, userId: string, lang: Lang) {
  const rows = await db
    .select({ card: cards, validatedAt: actions.validatedAt })
    .from(actions)
    .innerJoin(cards, eq(cards.id, actions.cardId))
    .where(and(eq(actions.userId, userId), eq(actions.status, 'validee'), isNotNull(actions.validatedAt), inArray(cards.domain, [...DOMAIN_IDS])))
    .orderBy(desc(actions.validatedAt), desc(actions.id))
    .limit(XP_HISTORY_LIMIT);
  return rows.map(({ card, validatedAt }) => ({
    card_id: card.id,
    card_slug: card.slug,
    card_title: cardTitle(card, lang),
    domain: card.domain!,
    domain_label: domainLabel(card.domain, lang)!,
    xp: XP_PER_ACTION,
    gained_at: validatedAt!,
  })) satisfies ResponseOf<typeof xpHistoryResponse>;
}
