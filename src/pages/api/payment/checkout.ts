import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { checkoutInput } from '../../../server/payment/payment-input.ts';
import { startCheckout } from '../../../server/payment/start-checkout.ts';
import { asLang } from '../../../i18n/lang.ts';

/** Opens the provider's payment page for the caller's application: `{provider, url, reference}`. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireUser(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, checkoutInput(lang));
    return startCheckout(await getDb(), { candidatureId: input.candidature_id, userId: user.id, lang: input.lang ?? lang, purpose: input.purpose });
  },
});
