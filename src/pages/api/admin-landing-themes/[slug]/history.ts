/** Admin: GET the history of a theme's settings, newest first (decision 029). */
import { route } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireAdmin } from '../../../../server/auth/guards.ts';
import { AppError } from '../../../../server/platform/http/errors.ts';
import { SLUG_PATTERN } from '../../../../server/landings/read-themes.ts';
import { themeHistory } from '../../../../server/landings/theme-history.ts';

export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireAdmin(ctx);
    const slug = ctx.params.slug ?? '';
    if (!SLUG_PATTERN.test(slug)) throw new AppError('landing_theme_not_found');
    return themeHistory(await getDb(), slug);
  },
});
