/** Admin: POST {slugs: [...]} sets the themes' order (named route, matched before {slug}). */
import { z } from 'zod';
import { route, readJson } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireAdmin } from '../../../server/auth/guards.ts';
import { parseInput } from '../../../server/landings/update-theme.ts';
import { reorderInput, reorderThemes } from '../../../server/landings/reorder-themes.ts';
import { asLang } from '../../../i18n/lang.ts';

export const { POST, ALL } = route({
  POST: async (ctx) => {
    requireAdmin(ctx);
    const lang = asLang(ctx.locals.lang);
    const { slugs } = parseInput(reorderInput, await readJson(ctx.request, z.unknown()), lang);
    return reorderThemes(await getDb(), slugs, lang);
  },
});
