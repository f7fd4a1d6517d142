/** Admin: POST {slugs: [...]} sets the themes' order (named route, matched before {slug}). */
import { endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as reorderThemesContract } from '#server/site/landings/reorder-themes.contract.ts';
import { reorderThemes } from '#server/site/landings/reorder-themes.ts';

export const { POST, ALL } = route(endpoint(reorderThemesContract, async ({ body, lang }) => reorderThemes(await getDb(), body.slugs, lang)));
