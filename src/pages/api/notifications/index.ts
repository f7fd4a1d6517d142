import { z } from 'zod';
import { route } from '../../../server/http/respond.ts';
import { readQuery } from '../../../server/http/read-input.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asLang } from '../../../server/i18n/messages.ts';
import { listNotifications } from '../../../server/notifications/list-notifications.ts';

/** The caller's unread notices, newest first, in the caller's language (decision 016). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    readQuery(ctx, z.strictObject({}));
    return listNotifications(await getDb(), user.id, asLang(ctx.locals.lang));
  },
});
