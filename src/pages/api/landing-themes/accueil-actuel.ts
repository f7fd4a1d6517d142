/** Public: the main theme's blocks fragment (not a whole document), in `?lang=` or the caller's language. */
import { route, readQuery } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { currentMainFragment, currentMainQuery } from '../../../server/landings/list-themes.ts';
import { asLang } from '../../../i18n/lang.ts';

export const { GET, ALL } = route({
  GET: async (ctx) => {
    const { lang } = readQuery(ctx.url, currentMainQuery);
    return currentMainFragment(await getDb(), lang ?? asLang(ctx.locals.lang));
  },
});
