import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getCardContract } from '#server/learning/cards/get-card.contract.ts';
import { getCard } from '#server/learning/cards/get-card.ts';

/** One card (by id or slug) with its guide and the caller's action; unknown → 404 card_not_found. */
export const { GET, ALL } = route(endpoint(getCardContract, async ({ user, params, lang, db }) => getCard(db, user.id, params.id, lang)));
