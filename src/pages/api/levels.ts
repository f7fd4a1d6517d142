import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getLevelsContract } from '#server/learning/levels/get-levels.contract.ts';
import { getLevels } from '#server/learning/levels/get-levels.ts';

/** XP, level and progress of the caller in every domain (decision 002). */
export const { GET, ALL } = route(endpoint(getLevelsContract, async ({ user, lang, db }) => getLevels(db, user.id, lang)));
