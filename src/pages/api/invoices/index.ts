import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { listInvoices, listInvoicesQuery } from '../../../server/invoices/list-invoices.ts';

/** The caller's invoices; `?all=1` (admin, responsable) every invoice, `&year=` one year. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    const q = readQuery(ctx, listInvoicesQuery);
    return listInvoices(await getDb(), user, { all: q.all !== undefined, year: q.year });
  },
});
