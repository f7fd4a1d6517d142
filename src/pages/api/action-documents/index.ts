import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { listActionDocuments, actionDocumentsQuery } from '../../../server/uploads/action-documents.ts';

/** The caller's own photos and documents of one card (decision 008). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const { card_id } = readQuery(ctx, actionDocumentsQuery);
    return listActionDocuments(await getDb(), user.id, card_id);
  },
});
