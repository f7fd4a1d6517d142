import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getApplicationContract } from '#server/money/applications/get-application.contract.ts';
import { getApplication } from '#server/money/applications/get-application.ts';

/** One application with its photos and invoices: staff only (decision 020). */
export const { GET, ALL } = route(endpoint(getApplicationContract, async ({ params, db }) => getApplication(db, params.id)));
