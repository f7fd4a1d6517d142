/** Public: the main theme's blocks fragment (not a whole document), in `?lang=` or the caller's language. */
import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { currentMainFragment, currentMainQuery } from '../../../server/landings/list-themes.ts';
import { asLang } from '../../../i18n/lang.ts';

export const { GET, ALL } = route({
  GET: async (ctx) => {
    const { lang } = readQuery(ctx, currentMainQuery);
    return currentMainFragment(await getDb(), lang ?? asLang(ctx.locals.lang));
  },
});
