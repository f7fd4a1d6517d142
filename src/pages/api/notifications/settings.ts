import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getNotificationSettings, notificationSettingsInput, updateNotificationSettings } from '../../../server/notifications/notification-settings.ts';

/** The caller's email switches, one per kind (on by default); PUT sets those it names. */
export const { GET, PUT, ALL } = route({
  GET: async (ctx) => getNotificationSettings(await getDb(), requireUser(ctx).id),
  PUT: async (ctx) => {
    const user = requireUser(ctx);
    const input = await readBody(ctx, notificationSettingsInput);
    return updateNotificationSettings(await getDb(), user.id, input);
  },
});
