import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { getParcours } from '../../../server/parcours/parcours-view.ts';

/** One parcours: its cards in order, progress, status and `has_other_active`. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return getParcours(await getDb(), user.id, ctx.params.id ?? '', ctx.locals.lang);
  },
});
