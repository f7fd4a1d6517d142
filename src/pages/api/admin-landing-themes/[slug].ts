/**
 * Admin: PUT image_url, actif, est_accueil, blocks_config of one theme; it is baked again.
 * The named routes (reorder, rebake-all) are their own files, matched first; they are excluded here too.
 */
import { route } from '../../../server/http/respond.ts';
import { readBody } from '../../../server/http/read-input.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireAdmin } from '../../../server/auth/guards.ts';
import { AppError } from '../../../server/http/errors.ts';
import { asLang } from '../../../server/i18n/messages.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from '../../../server/landings/read-themes.ts';
import { updateTheme, updateThemeInput } from '../../../server/landings/update-theme.ts';
import { actorOf } from '../../../server/landings/theme-history.ts';

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
