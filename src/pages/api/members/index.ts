import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireStaff } from '../../../server/auth/require-staff.ts';
import { listMembers, listMembersQuery } from '../../../server/members/list-members.ts';

/** Every account, searched by name or email and filtered by role (staff; decision 025). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireStaff(ctx);
    return listMembers(await getDb(), readQuery(ctx, listMembersQuery));
  },
});
