import { route } from '../../../server/platform/http/respond.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { getCreditNote } from '../../../server/refunds/list-credit-notes.ts';

/** One credit note as JSON, for its payer and for staff (others, unknown or malformed numbers: 404; decision 024). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    return getCreditNote(await getDb(), ctx.params.number ?? '', user);
  },
});
