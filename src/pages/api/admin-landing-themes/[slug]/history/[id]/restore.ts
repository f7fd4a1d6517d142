/** Admin: POST restores the theme's settings as they were before that change; baked at once (decision 029). */
import { endpoint, route } from '#server/identity/endpoint.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { SLUG_PATTERN } from '#server/site/landings/read-themes.ts';
import { actorOf } from '#server/site/landings/theme-history.ts';
import { contract as restoreThemeContract } from '#server/site/landings/restore-theme.contract.ts';
import { restoreTheme } from '#server/site/landings/restore-theme.ts';

export const { POST, ALL } = route(
  endpoint(restoreThemeContract, async ({ user, params, query, lang, db }) => {
    if (!SLUG_PATTERN.test(params.slug)) throw new AppError('landing_theme_not_found');
    return restoreTheme(db, params.slug, params.id, actorOf(user), lang, { keepImage: query.keep_image === 'true' });
  }),
);
