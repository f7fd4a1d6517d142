import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireStaff } from '../../../server/auth/require-staff.ts';
import { roleHistory, roleHistoryQuery } from '../../../server/members/role-history.ts';

/** The history of role changes, newest first, optionally for one member (staff; decision 025). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireStaff(ctx);
    return roleHistory(await getDb(), readQuery(ctx, roleHistoryQuery));
  },
});
