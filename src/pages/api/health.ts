import { route } from '../../server/http/respond.ts';
import { getDb } from '../../server/db/client.ts';
import { sql } from 'drizzle-orm';
import { buildInfo } from '../../server/build-info.ts';

/** Liveness + database reachability, for load balancers and the test harness. */
export const { GET, ALL } = route({
  GET: async () => {
    await (await getDb()).execute(sql`select 1`);
    return { ok: true, build: buildInfo() };
  },
});
