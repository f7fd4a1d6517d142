import { answer, endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as listRequestsContract } from '#server/collaboration/board/list-requests.contract.ts';
import { contract as createRequestContract } from '#server/collaboration/board/create-request.contract.ts';
import { createRequest, listRequests } from '#server/collaboration/board/requests.ts';

/** The collaboration board: open requests newest first (`?mine=1`: the caller's own), and publishing one. */
export const { GET, POST, ALL } = route(
  endpoint(listRequestsContract, async ({ user, query }) => listRequests(await getDb(), user.id, query)),
  endpoint(createRequestContract, async ({ user, body }) => answer(await createRequest(await getDb(), user.id, body), 201)),
);
