import { endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as listDueContract } from '#server/learning/impact/list-due.contract.ts';
import { listDue } from '#server/learning/impact/list-due.ts';

/** The caller's due impact readings for the dashboard (a static route: wins over [card_id]). */
export const { GET, ALL } = route(endpoint(listDueContract, async ({ user, lang }) => listDue(await getDb(), user.id, { lang })));
