import { route } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireStaff } from '../../../../server/auth/require-staff.ts';
import { applicationTimeline } from '../../../../server/applications/application-timeline.ts';

/** What happened to an application, oldest first (staff; decision 025). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireStaff(ctx);
    return { items: await applicationTimeline(await getDb(), ctx.params.id ?? '') };
  },
});
