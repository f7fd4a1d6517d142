/** Admin: GET the history of a theme's settings, newest first (decision 029). */
import { endpoint, route } from '#server/identity/endpoint.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { SLUG_PATTERN } from '#server/site/landings/read-themes.ts';
import { contract as themeHistoryContract } from '#server/site/landings/theme-history.contract.ts';
import { themeHistory } from '#server/site/landings/theme-history.ts';

export const { GET, ALL } = route(
  endpoint(themeHistoryContract, async ({ params, db }) => {
    if (!SLUG_PATTERN.test(params.slug)) throw new AppError('landing_theme_not_found');
    return themeHistory(db, params.slug);
  }),
);
