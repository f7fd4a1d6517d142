import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as markReadContract } from '#server/collaboration/notifications/mark-read.contract.ts';
import { markNotificationsRead } from '#server/collaboration/notifications/list-notifications.ts';

/** Marks the caller's notices read (`{ids}` or `{all: true}`): they leave the dashboard list. */
export const { POST, ALL } = route(endpoint(markReadContract, async ({ user, body, db }) => markNotificationsRead(db, user.id, body)));
