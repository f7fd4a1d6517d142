import { route } from '../../../server/http/respond.ts';
import { readQuery } from '../../../server/http/read-input.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { listActionDocuments, actionDocumentsQuery } from '../../../server/files/action-documents.ts';

/** The caller's own photos and documents of one card (decision 008). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const { card_id } = readQuery(ctx, actionDocumentsQuery);
    return listActionDocuments(await getDb(), user.id, card_id);
  },
});
