import { z } from 'zod';
import { route, readQuery } from '../../../../server/http/respond.ts';
import { getDb } from '../../../../server/db/client.ts';
import { requireMember } from '../../../../server/auth/guards.ts';
import { aggregateImpact } from '../../../../server/impact/aggregate-impact.ts';

const query = z.object({ metric: z.string().max(200).optional() });

/** Anonymised before/after of other artisans on a card; `{enough:false}` below 3 contributions. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const { metric } = readQuery(ctx.url, query);
    return aggregateImpact(await getDb(), user.id, ctx.params.card_id ?? '', metric);
  },
});
