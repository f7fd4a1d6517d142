import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as signContractContract } from '#server/collaboration/contract/sign-contract.contract.ts';
import { signContract } from '#server/collaboration/contract/sign-contract.ts';

/**
 * Signs the locked text `{match_id, full_name, accept: true}` → the contract body. The second
 * signature seals the contract: the signed PDF is made then, once.
 */
export const { POST, ALL } = route(endpoint(signContractContract, async ({ user, body, lang, db }) => signContract(db, user.id, body, lang)));
