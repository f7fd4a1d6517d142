import { route } from '../../server/platform/http/respond.ts';
import { requireUser } from '../../server/auth/guards.ts';
import { serializeUser } from '../../server/users/serialize-user.ts';

/** The signed-in account. */
export const { GET, ALL } = route({
  GET: (ctx) => serializeUser(requireUser(ctx)),
});
