/**
 * Admin: PUT image_url, actif, est_accueil, blocks_config of one theme; it is baked again.
 * The named routes (reorder, rebake-all) are their own files, matched first; they are excluded here too.
 */
import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireAdmin } from '../../../server/auth/guards.ts';
import { AppError } from '../../../server/platform/http/errors.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from '../../../server/landings/read-themes.ts';
import { updateTheme, updateThemeInput } from '../../../server/landings/update-theme.ts';
import { actorOf } from '../../../server/landings/theme-history.ts';
import { asLang } from '../../../i18n/lang.ts';

export const { PUT, ALL } = route({
  PUT: async (ctx) => {
    requireAdmin(ctx);
    const slug = ctx.params.slug ?? '';
    if (!SLUG_PATTERN.test(slug) || RESERVED_SLUGS.has(slug)) throw new AppError('landing_theme_not_found');
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, updateThemeInput);
    return updateTheme(await getDb(), slug, input, lang, { actor: actorOf(ctx.locals.user) });
  },
});
