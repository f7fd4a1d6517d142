import { endpoint, route } from '#server/identity/endpoint.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { contract as eraseAccountContract } from '#server/account/personal-data/erase-account.contract.ts';
import { actorName } from '#server/money/applications/close-application.ts';
import { eraseAccount, findErasable } from '#server/account/personal-data/erase-account.ts';

/** Staff erase an account for a person who asked by post (admin only; decision 026). */
export const { POST, ALL } = route(
  endpoint(eraseAccountContract, async ({ params: { id }, user: staff, db }) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || !(await findErasable(db, id.toLowerCase()))) throw new AppError('user_not_found');
    return { erased: true, report: await eraseAccount(db, id.toLowerCase(), { by: { id: staff.id, name: actorName(staff) } }) };
  }),
);
