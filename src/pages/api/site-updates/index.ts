import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { isStaff } from '#server/identity/require-staff.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { contract as listSiteUpdatesContract } from '#server/site/site-updates/list-site-updates.contract.ts';
import { contract as createSiteUpdateContract } from '#server/site/site-updates/create-site-update.contract.ts';
import { createSiteUpdate, listSiteUpdates } from '#server/site/site-updates/site-updates.ts';

/** "Nouveautés": members read what is published; admin and responsable write (decision 009). */
export const { GET, POST, ALL } = route(
  endpoint(listSiteUpdatesContract, async ({ user, query, db }) => {
    if (query.scope === 'all' && !isStaff(user.role)) throw new AppError('forbidden');
    return listSiteUpdates(db, query);
  }),
  endpoint(createSiteUpdateContract, async ({ user, body, db }) => answer(await createSiteUpdate(db, user.id, body), 201)),
);
