import { route } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireAdmin } from '../../../../server/auth/guards.ts';
import { AppError } from '../../../../server/platform/http/errors.ts';
import { eraseAccount, findErasable } from '../../../../server/personal-data/erase-account.ts';

/** Staff erase an account for a person who asked by post (admin only; decision 026). */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    requireAdmin(ctx);
    const db = await getDb();
    const id = ctx.params.id ?? '';
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || !(await findErasable(db, id.toLowerCase()))) throw new AppError('user_not_found');
    return { erased: true, report: await eraseAccount(db, id.toLowerCase()) };
  },
});
