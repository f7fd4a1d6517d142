import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listCardsContract } from '#server/learning/cards/list-cards.contract.ts';
import { listCards } from '#server/learning/cards/list-cards.ts';

/** The catalogue, member-only; `?domain=` (a domain or `none`) and `?status=` filter it. */
export const { GET, ALL } = route(endpoint(listCardsContract, async ({ user, query, lang, db }) => listCards(db, user.id, lang, query)));
