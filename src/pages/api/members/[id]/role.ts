import { route } from '../../../../server/platform/http/respond.ts';
import { readBody } from '../../../../server/platform/http/read-input.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireAdmin } from '../../../../server/auth/guards.ts';
import { changeRole, changeRoleInput } from '../../../../server/members/change-role.ts';

/** Change a member's role (admin only; never leaves zero admins; decision 025). */
export const { PUT, ALL } = route({
  PUT: async (ctx) => {
    const admin = requireAdmin(ctx);
    const input = await readBody(ctx, changeRoleInput);
    return changeRole(await getDb(), ctx.params.id ?? '', input, admin);
  },
});
