import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { markNotificationsRead, markReadInput } from '../../../server/notifications/list-notifications.ts';

/** Marks the caller's notices read (`{ids}` or `{all: true}`): they leave the dashboard list. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireUser(ctx);
    const input = await readBody(ctx, markReadInput);
    return markNotificationsRead(await getDb(), user.id, input);
  },
});
