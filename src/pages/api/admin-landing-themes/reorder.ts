/** Admin: POST {slugs: [...]} sets the themes' order (named route, matched before {slug}). */
import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as reorderThemesContract } from '#server/site/landings/reorder-themes.contract.ts';
import { reorderThemes } from '#server/site/landings/reorder-themes.ts';

export const { POST, ALL } = route(endpoint(reorderThemesContract, async ({ body, lang, db }) => reorderThemes(db, body.slugs, lang)));
