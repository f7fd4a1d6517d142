/**
 * Admin: PUT image_url, actif, est_accueil, blocks_config of one theme; it is baked again.
 * The named routes (reorder, rebake-all) are their own files, matched first; they are excluded here too.
 */
import { endpoint, route } from '#server/identity/endpoint.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from '#server/site/landings/read-themes.ts';
import { contract as updateThemeContract } from '#server/site/landings/update-theme.contract.ts';
import { updateTheme } from '#server/site/landings/update-theme.ts';
import { actorOf } from '#server/site/landings/theme-history.ts';

export const { PUT, ALL } = route(
  endpoint(updateThemeContract, async ({ user, params, body, lang, db }) => {
    if (!SLUG_PATTERN.test(params.slug) || RESERVED_SLUGS.has(params.slug)) throw new AppError('landing_theme_not_found');
    return updateTheme(db, params.slug, body, lang, { actor: actorOf(user) });
  }),
);
