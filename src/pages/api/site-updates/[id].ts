import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as deleteSiteUpdateContract } from '#server/site/site-updates/delete-site-update.contract.ts';
import { deleteSiteUpdate } from '#server/site/site-updates/site-updates.ts';

/** Removes an entry (a typo, a wrong date): admin and responsable only. */
export const { DELETE, ALL } = route(
  endpoint(deleteSiteUpdateContract, async ({ params, db }) => {
    await deleteSiteUpdate(db, params.id);
    return new Response(null, { status: 204 });
  }),
);
