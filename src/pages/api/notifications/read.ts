import { route, readJson } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { markNotificationsRead, markReadInput } from '../../../server/notifications/list-notifications.ts';

/** Marks the caller's notices read (`{ids}` or `{all: true}`): they leave the dashboard list. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireUser(ctx);
    const input = await readJson(ctx.request, markReadInput);
    return markNotificationsRead(await getDb(), user.id, input);
  },
});
