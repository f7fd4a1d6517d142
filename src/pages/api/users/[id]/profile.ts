import { endpoint, route } from '#server/identity/endpoint.ts';
import type { Database } from '#server/platform/db/client.ts';
import { contract as getProfileContract } from '#server/account/users/get-profile.contract.ts';
import { contract as updateProfileContract } from '#server/account/users/update-profile.contract.ts';
import { getProfile, updateProfile } from '#server/account/users/update-profile.ts';
import { findUserById } from '#server/identity/find-user.ts';
import { AppError } from '#server/platform/http/errors.ts';

async function targetId(db: Database, id: string): Promise<string> {
  const user = id ? await findUserById(db, id) : null;
  if (!user) throw new AppError('user_not_found');
  return user.id;
}

/** Self or admin; another user's id answers 404 as if it did not exist. */
export const { GET, PUT, ALL } = route(
  endpoint(getProfileContract, async ({ params, db }) => getProfile(db, await targetId(db, params.id))),
  endpoint(updateProfileContract, async ({ params, body, db }) => updateProfile(db, await targetId(db, params.id), body)),
);
