import { answer, endpoint, route } from '#server/endpoint.ts';
import { isStaff } from '#server/identity/require-staff.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as listSiteUpdatesContract } from '#server/site/site-updates/list-site-updates.contract.ts';
import { contract as createSiteUpdateContract } from '#server/site/site-updates/create-site-update.contract.ts';
import { createSiteUpdate, listSiteUpdates } from '#server/site/site-updates/site-updates.ts';

/** "Nouveautés": members read what is published; admin and responsable write (decision 009). */
export const { GET, POST, ALL } = route(
  endpoint(listSiteUpdatesContract, async ({ user, query }) => {
    if (query.scope === 'all' && !isStaff(user.role)) throw new AppError('forbidden');
    return listSiteUpdates(await getDb(), query);
  }),
  endpoint(createSiteUpdateContract, async ({ user, body }) => answer(await createSiteUpdate(await getDb(), user.id, body), 201)),
);
