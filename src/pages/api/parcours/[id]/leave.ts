import { route } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireMember } from '../../../../server/auth/guards.ts';
import { leaveParcours } from '../../../../server/parcours/leave-parcours.ts';

/** Leaves an active parcours (idempotent): its slot is free again, the actions stay. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireMember(ctx);
    return leaveParcours(await getDb(), user, ctx.params.id ?? '', ctx.locals.lang);
  },
});
