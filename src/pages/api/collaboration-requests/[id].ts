import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getRequestContract } from '#server/collaboration/board/get-request.contract.ts';
import { contract as setRequestStatusContract } from '#server/collaboration/board/set-request-status.contract.ts';
import { getRequest, setRequestStatus } from '#server/collaboration/board/requests.ts';

/** One request (open: any member; closed: its author and repliers); its author closes or reopens it. */
export const { GET, PATCH, ALL } = route(
  endpoint(getRequestContract, async ({ user, params, db }) => getRequest(db, user.id, params.id)),
  endpoint(setRequestStatusContract, async ({ user, params, body, db }) => setRequestStatus(db, user.id, params.id, body.status)),
);
