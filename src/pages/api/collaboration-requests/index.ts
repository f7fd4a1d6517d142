import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listRequestsContract } from '#server/collaboration/board/list-requests.contract.ts';
import { contract as createRequestContract } from '#server/collaboration/board/create-request.contract.ts';
import { createRequest, listRequests } from '#server/collaboration/board/requests.ts';

/** The collaboration board: open requests newest first (`?mine=1`: the caller's own), and publishing one. */
export const { GET, POST, ALL } = route(
  endpoint(listRequestsContract, async ({ user, query, db }) => listRequests(db, user.id, query)),
  endpoint(createRequestContract, async ({ user, body, db }) => answer(await createRequest(db, user.id, body), 201)),
);
