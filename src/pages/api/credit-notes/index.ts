import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { listCreditNotes, listCreditNotesQuery } from '../../../server/refunds/list-credit-notes.ts';

/** The caller's credit notes; `?all=1` (admin, responsable) every one, `&year=` one year (decision 024). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    const q = readQuery(ctx, listCreditNotesQuery);
    return listCreditNotes(await getDb(), user, { all: q.all !== undefined, year: q.year });
  },
});
