import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as closeCollaborationContract } from '#server/collaboration/contract/close-collaboration.contract.ts';
import { closeCollaboration } from '#server/collaboration/contract/sign-contract.ts';

/** Closes a collaboration whose locked text one party will not sign `{match_id}` → the contract body. */
export const { POST, ALL } = route(endpoint(closeCollaborationContract, async ({ user, body, lang, db }) => closeCollaboration(db, user.id, body, lang)));
