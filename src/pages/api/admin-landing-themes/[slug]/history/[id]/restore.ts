/** Admin: POST restores the theme's settings as they were before that change; baked at once (decision 029). */
import { route } from '../../../../../../server/platform/http/respond.ts';
import { readQuery } from '../../../../../../server/platform/http/read-input.ts';
import { getDb } from '../../../../../../server/platform/db/client.ts';
import { requireAdmin } from '../../../../../../server/auth/guards.ts';
import { AppError } from '../../../../../../server/platform/http/errors.ts';
import { SLUG_PATTERN } from '../../../../../../server/landings/read-themes.ts';
import { actorOf } from '../../../../../../server/landings/theme-history.ts';
import { restoreInput, restoreTheme } from '../../../../../../server/landings/restore-theme.ts';
import { asLang } from '../../../../../../i18n/lang.ts';

export const { POST, ALL } = route({
  POST: async (ctx) => {
    requireAdmin(ctx);
    const slug = ctx.params.slug ?? '';
    if (!SLUG_PATTERN.test(slug)) throw new AppError('landing_theme_not_found');
    const { keep_image } = readQuery(ctx, restoreInput);
    return restoreTheme(await getDb(), slug, ctx.params.id ?? '', actorOf(ctx.locals.user), asLang(ctx.locals.lang), { keepImage: keep_image === 'true' });
  },
});
