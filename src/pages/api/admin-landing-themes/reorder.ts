/** Admin: POST {slugs: [...]} sets the themes' order (named route, matched before {slug}). */
import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireAdmin } from '../../../server/auth/guards.ts';
import { asLang } from '../../../i18n/lang.ts';
import { reorderInput, reorderThemes } from '../../../server/landings/reorder-themes.ts';

export const { POST, ALL } = route({
  POST: async (ctx) => {
    requireAdmin(ctx);
    const lang = asLang(ctx.locals.lang);
    const { slugs } = await readBody(ctx, reorderInput);
    return reorderThemes(await getDb(), slugs, lang);
  },
});
