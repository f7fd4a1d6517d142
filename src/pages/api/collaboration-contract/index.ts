import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getContractContract } from '#server/collaboration/contract/get-contract.contract.ts';
import { contract as saveAnswersContract } from '#server/collaboration/questionnaire/save-answers.contract.ts';
import { getContract } from '#server/collaboration/contract/contract-view.ts';
import { saveAnswers } from '#server/collaboration/questionnaire/save-answers.ts';

/** The blind questionnaire of a match and, once both agree, its sealed contract (parties only). */
export const { GET, PUT, ALL } = route(
  endpoint(getContractContract, async ({ user, query, lang, db }) => getContract(db, user.id, query.match_id, lang)),
  endpoint(saveAnswersContract, async ({ user, body, lang, db }) => saveAnswers(db, user.id, body, lang)),
);
