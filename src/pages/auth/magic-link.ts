import { route } from '../../server/platform/http/respond.ts';
import { readBody } from '../../server/platform/http/read-input.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { magicLinkInput, requestMagicLink } from '../../server/auth/magic-link.ts';
import { clientIp } from '../../server/auth/guards.ts';

/** Same answer whether or not the email has an account. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const { email, next } = await readBody(ctx, magicLinkInput);
    await requestMagicLink(await getDb(), email, clientIp(ctx), next);
    return { ok: true };
  },
});
