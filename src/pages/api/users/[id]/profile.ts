import { endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as getProfileContract } from '#server/account/users/get-profile.contract.ts';
import { contract as updateProfileContract } from '#server/account/users/update-profile.contract.ts';
import { getProfile, updateProfile } from '#server/account/users/update-profile.ts';
import { findUserById } from '#server/identity/find-user.ts';
import { AppError } from '#server/platform/http/errors.ts';

async function targetId(id: string): Promise<string> {
  const user = id ? await findUserById(await getDb(), id) : null;
  if (!user) throw new AppError('user_not_found');
  return user.id;
}

/** Self or admin; another user's id answers 404 as if it did not exist. */
export const { GET, PUT, ALL } = route(
  endpoint(getProfileContract, async ({ params }) => getProfile(await getDb(), await targetId(params.id))),
  endpoint(updateProfileContract, async ({ params, body }) => updateProfile(await getDb(), await targetId(params.id), body)),
);
