import { endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as closeApplicationContract } from '#server/money/applications/close-application.contract.ts';
import { closeApplication } from '#server/money/applications/close-application.ts';

/** Refuse an application, or record its withdrawal, with a reason (staff; decision 025). */
export const { POST, ALL } = route(endpoint(closeApplicationContract, async ({ user: staff, params, body }) => closeApplication(await getDb(), params.id, body, staff)));
