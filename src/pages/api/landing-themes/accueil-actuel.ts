import { endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as getMainFragmentContract } from '#server/site/landings/get-main-fragment.contract.ts';
import { currentMainFragment } from '#server/site/landings/list-themes.ts';

/** Public: the main theme's blocks fragment (not a whole document), in `?lang=` or the caller's language. */
export const { GET, ALL } = route(endpoint(getMainFragmentContract, async ({ query, lang }) => currentMainFragment(await getDb(), query.lang ?? lang)));
