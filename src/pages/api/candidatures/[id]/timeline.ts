import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as applicationTimelineContract } from '#server/money/applications/application-timeline.contract.ts';
import { applicationTimeline } from '#server/money/applications/application-timeline.ts';

/** What happened to an application, oldest first (staff; decision 025). */
export const { GET, ALL } = route(endpoint(applicationTimelineContract, async ({ params, db }) => ({ items: await applicationTimeline(db, params.id) })));
