import { route } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireUser } from '../../../../server/auth/guards.ts';
import { downloadExport } from '../../../../server/personal-data/exports.ts';

/** The ZIP of a ready export, once, to its member signed in; 404 for anyone else, used or expired. */
export const { GET, ALL } = route({
  GET: async (ctx) => downloadExport(await getDb(), requireUser(ctx).id, ctx.params.id ?? ''),
});
