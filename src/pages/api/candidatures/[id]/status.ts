import { route, readJson } from '../../../../server/http/respond.ts';
import { getDb } from '../../../../server/db/client.ts';
import { requireStaff } from '../../../../server/auth/require-staff.ts';
import { closeApplication, closeApplicationInput } from '../../../../server/applications/close-application.ts';

/** Refuse an application, or record its withdrawal, with a reason (staff; decision 025). */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const staff = requireStaff(ctx);
    const input = await readJson(ctx.request, closeApplicationInput);
    return closeApplication(await getDb(), ctx.params.id ?? '', input, staff);
  },
});
