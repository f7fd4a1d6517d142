import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as closeApplicationContract } from '#server/money/applications/close-application.contract.ts';
import { closeApplication } from '#server/money/applications/close-application.ts';

/** Refuse an application, or record its withdrawal, with a reason (staff; decision 025). */
export const { POST, ALL } = route(endpoint(closeApplicationContract, async ({ user: staff, params, body, db }) => closeApplication(db, params.id, body, staff)));
