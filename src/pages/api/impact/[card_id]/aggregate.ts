import { route } from '../../../../server/platform/http/respond.ts';
import { readQuery } from '../../../../server/platform/http/read-input.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireMember } from '../../../../server/auth/guards.ts';
import { aggregateImpact, aggregateQuery } from '../../../../server/impact/aggregate-impact.ts';

/** Anonymised before/after of other artisans on a card; `{enough:false}` below 3 contributions. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const { metric } = readQuery(ctx, aggregateQuery);
    return aggregateImpact(await getDb(), user.id, ctx.params.card_id ?? '', metric);
  },
});
