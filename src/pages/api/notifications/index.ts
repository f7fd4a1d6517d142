import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listNotificationsContract } from '#server/collaboration/notifications/list-notifications.contract.ts';
import { listNotifications } from '#server/collaboration/notifications/list-notifications.ts';

/** The caller's unread notices, newest first, in the caller's language (decision 016). */
export const { GET, ALL } = route(endpoint(listNotificationsContract, async ({ user, lang, db }) => listNotifications(db, user.id, lang)));
