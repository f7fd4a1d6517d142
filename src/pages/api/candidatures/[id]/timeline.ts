import { endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as applicationTimelineContract } from '#server/money/applications/application-timeline.contract.ts';
import { applicationTimeline } from '#server/money/applications/application-timeline.ts';

/** What happened to an application, oldest first (staff; decision 025). */
export const { GET, ALL } = route(endpoint(applicationTimelineContract, async ({ params }) => ({ items: await applicationTimeline(await getDb(), params.id) })));
