import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getMainFragmentContract } from '#server/site/landings/get-main-fragment.contract.ts';
import { currentMainFragment } from '#server/site/landings/list-themes.ts';

/** Public: the main theme's blocks fragment (not a whole document), in `?lang=` or the caller's language. */
export const { GET, ALL } = route(endpoint(getMainFragmentContract, async ({ query, lang, db }) => currentMainFragment(db, query.lang ?? lang)));
