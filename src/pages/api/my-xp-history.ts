import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listXpHistoryContract } from '#server/learning/levels/list-xp-history.contract.ts';
import { listXpHistory } from '#server/learning/levels/list-xp-history.ts';

/** The caller's last 20 XP gains, newest first (a validated action each; decision 002). */
export const { GET, ALL } = route(endpoint(listXpHistoryContract, async ({ user, lang, db }) => listXpHistory(db, user.id, lang)));
