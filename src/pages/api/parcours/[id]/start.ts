import { route } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireMember } from '../../../../server/auth/guards.ts';
import { startParcours } from '../../../../server/parcours/start-parcours.ts';

/** Starts a parcours (idempotent); the client_essentiel cap answers 409 parcours_limit. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireMember(ctx);
    return startParcours(await getDb(), user, ctx.params.id ?? '', ctx.locals.lang);
  },
});
