import { route, json } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireStaff } from '../../../../server/auth/require-staff.ts';
import { requestBalance } from '../../../../server/payment/request-balance.ts';

/** Ask the member for the balance of a paid deposit (staff; the email goes through the outbox, decision 024). */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const staff = requireStaff(ctx);
    return json(await requestBalance(await getDb(), { candidatureId: ctx.params.id ?? '', staffId: staff.id }), 201);
  },
});
