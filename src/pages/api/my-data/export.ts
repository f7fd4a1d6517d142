import { route, json } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { currentExport, requestExport } from '../../../server/personal-data/exports.ts';
import { kickExports } from '../../../server/personal-data/export-job.ts';
import { asLang } from '../../../i18n/lang.ts';

/**
 * "Download my data" (decision 026): GET the current export's status; POST asks for one (202
 * queued, built in the background and announced by email; 200 with the existing one's status
 * while one is queued or ready).
 */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => ({ export: await currentExport(await getDb(), requireUser(ctx).id) }),
  POST: async (ctx) => {
    const user = requireUser(ctx);
    const result = await requestExport(await getDb(), user.id, asLang(ctx.locals.lang));
    if (!result.created) return { export: result.export };
    void kickExports();
    return json({ export: result.export }, 202);
  },
});
