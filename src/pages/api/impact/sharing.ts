import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getSampleConsent, sampleConsentInput, setSampleConsent } from '../../../server/impact/sample-consent.ts';

/**
 * The caller's answer to being named in other artisans' samples (decision 055); a static route:
 * wins over [card_id]. Any signed-in user, not only members: a former member can still say no.
 */
export const { GET, PUT, ALL } = route({
  GET: async (ctx) => getSampleConsent(await getDb(), requireUser(ctx).id),
  PUT: async (ctx) => {
    const user = requireUser(ctx);
    const { show_in_samples } = await readBody(ctx, sampleConsentInput);
    return setSampleConsent(await getDb(), user.id, show_in_samples);
  },
});
