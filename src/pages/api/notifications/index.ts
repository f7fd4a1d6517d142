import { z } from 'zod';
import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { listNotifications } from '../../../server/notifications/list-notifications.ts';
import { asLang } from '../../../i18n/lang.ts';

/** The caller's unread notices, newest first, in the caller's language (decision 016). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    readQuery(ctx, z.strictObject({}));
    return listNotifications(await getDb(), user.id, asLang(ctx.locals.lang));
  },
});
