import { route } from '../../../../server/platform/http/respond.ts';
import { readBody } from '../../../../server/platform/http/read-input.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireSelfOrAdmin } from '../../../../server/auth/guards.ts';
import { getProfile, profileInput, updateProfile } from '../../../../server/users/update-profile.ts';
import { findUserById } from '../../../../server/users/find-user.ts';
import { AppError } from '../../../../server/platform/http/errors.ts';

async function targetId(id: string | undefined): Promise<string> {
  const user = id ? await findUserById(await getDb(), id) : null;
  if (!user) throw new AppError('user_not_found');
  return user.id;
}

/** Self or admin; another user's id answers 404 as if it did not exist. */
export const { GET, PUT, ALL } = route({
  GET: async (ctx) => {
    requireSelfOrAdmin(ctx, ctx.params.id ?? '');
    return getProfile(await getDb(), await targetId(ctx.params.id));
  },
  PUT: async (ctx) => {
    requireSelfOrAdmin(ctx, ctx.params.id ?? '');
    const input = await readBody(ctx, profileInput);
    return updateProfile(await getDb(), await targetId(ctx.params.id), input);
  },
});
