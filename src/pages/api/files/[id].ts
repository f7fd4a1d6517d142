import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { fileResponse, findReadableUpload } from '../../../server/uploads/serve-file.ts';

/** A stored file: owner, admin and responsable only (404 for anyone else); ETag and 304. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    const row = await findReadableUpload(await getDb(), user, ctx.params.id ?? '');
    return fileResponse(row, ctx.request.headers.get('if-none-match'));
  },
});
