import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listDueContract } from '#server/learning/impact/list-due.contract.ts';
import { listDue } from '#server/learning/impact/list-due.ts';

/** The caller's due impact readings for the dashboard (a static route: wins over [card_id]). */
export const { GET, ALL } = route(endpoint(listDueContract, async ({ user, lang, db }) => listDue(db, user.id, { lang })));
