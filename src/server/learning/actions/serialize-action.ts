/** The action object of the API (docs/api.md), with its card's slug, localized title and domain. */
import type { actions, cards } from '#db/schema.ts';
import { cardTitle } from '../cards/card-text.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { actionResponse } from './action-responses.ts';

type ActionRow = typeof actions.$inferSelect;
type CardRow = Pick<typeof cards.$inferSelect, 'id' | 'slug' | 'title' | 'domain' | 'translations'>;

export function serializeAction(action: ActionRow, card: CardRow, lang: Lang) {
  return {
    id: action.id,
    card_id: card.id,
    card_slug: card.slug,
    card_title: cardTitle(card, lang),
    domain: card.domain,
    status: action.status as 'en_cours' | 'validee',
    data: action.data,
    checklist: action.checklist,
    created_at: action.createdAt,
    updated_at: action.updatedAt,
    validated_at: action.validatedAt,
  } satisfies ResponseOf<typeof actionResponse>;
}

export type ActionView = ReturnType<typeof serializeAction>;
