import { route } from '../../../../server/platform/http/respond.ts';
import { readBody } from '../../../../server/platform/http/read-input.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireStaff } from '../../../../server/auth/require-staff.ts';
import { closeApplication, closeApplicationInput } from '../../../../server/applications/close-application.ts';

/** Refuse an application, or record its withdrawal, with a reason (staff; decision 025). */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const staff = requireStaff(ctx);
    const input = await readBody(ctx, closeApplicationInput);
    return closeApplication(await getDb(), ctx.params.id ?? '', input, staff);
  },
});
