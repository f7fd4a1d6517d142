import { route } from '../../server/platform/http/respond.ts';
import { readBody } from '../../server/platform/http/read-input.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { requireTestAccounts } from '../../server/auth/guards.ts';
import { createTestCard, testCardInput } from '../../server/cards/create-test-card.ts';

/** Development only (404 otherwise, like dev-signup): a throwaway card with any guide, for tests. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    requireTestAccounts();
    const input = await readBody(ctx, testCardInput);
    return createTestCard(await getDb(), input);
  },
});
