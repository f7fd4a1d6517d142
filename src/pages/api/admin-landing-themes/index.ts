/** Admin: every landing theme, display columns only (never raw or baked HTML), in editor order. */
import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listThemesContract } from '#server/site/landings/list-themes.contract.ts';
import { listThemes } from '#server/site/landings/list-themes.ts';

export const { GET, ALL } = route(endpoint(listThemesContract, async ({ db }) => listThemes(db)));
