import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getSettingsContract } from '#server/collaboration/notifications/get-notification-settings.contract.ts';
import { contract as updateSettingsContract } from '#server/collaboration/notifications/update-notification-settings.contract.ts';
import { getNotificationSettings, updateNotificationSettings } from '#server/collaboration/notifications/notification-settings.ts';

/** The caller's email switches, one per kind (on by default); PUT sets those it names. */
export const { GET, PUT, ALL } = route(
  endpoint(getSettingsContract, async ({ user, db }) => getNotificationSettings(db, user.id)),
  endpoint(updateSettingsContract, async ({ user, body, db }) => updateNotificationSettings(db, user.id, body)),
);
