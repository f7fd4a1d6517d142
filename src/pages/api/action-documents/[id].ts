import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { deleteActionDocument } from '../../../server/uploads/action-documents.ts';

/** Deletes one of the caller's documents (admin: anyone's); the last proof of an item unchecks it. */
export const { DELETE, ALL } = route({
  DELETE: async (ctx) => {
    const user = requireMember(ctx);
    return deleteActionDocument(await getDb(), user, ctx.params.id ?? '', ctx.locals.lang);
  },
});
