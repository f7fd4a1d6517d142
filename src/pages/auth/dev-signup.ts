import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as devSignupContract } from '#server/account/users/dev-signup.contract.ts';
import { createTestAccount } from '#server/account/users/dev-accounts.ts';

/** Development only (404 otherwise): a fresh throwaway test account, so tests never share users. */
export const { POST, ALL } = route(endpoint(devSignupContract, async ({ body, db }) => createTestAccount(db, body)));
