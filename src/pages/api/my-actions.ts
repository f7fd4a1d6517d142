import { route, json } from '../../server/platform/http/respond.ts';
import { readBody } from '../../server/platform/http/read-input.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { requireMember } from '../../server/auth/guards.ts';
import { saveAction, saveActionInput, startAction, takeActionInput } from '../../server/actions/save-action.ts';
import { listActions } from '../../server/actions/list-actions.ts';

/** The caller's actions: list, take (201 new / 200 existing), save answers and validate. */
export const { GET, POST, PUT, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return listActions(await getDb(), user.id, ctx.locals.lang);
  },
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const input = await readBody(ctx, takeActionInput);
    const { created, action } = await startAction(await getDb(), user.id, input.card_id, ctx.locals.lang);
    return json(action, created ? 201 : 200);
  },
  PUT: async (ctx) => {
    const user = requireMember(ctx);
    const input = await readBody(ctx, saveActionInput);
    return saveAction(await getDb(), user.id, input, ctx.locals.lang);
  },
});
