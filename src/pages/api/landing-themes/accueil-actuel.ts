/** Public: the main theme's blocks fragment (not a whole document), in `?lang=` or the caller's language. */
import { route } from '../../../server/http/respond.ts';
import { readQuery } from '../../../server/http/read-input.ts';
import { getDb } from '../../../server/db/client.ts';
import { asLang } from '../../../server/i18n/messages.ts';
import { currentMainFragment, currentMainQuery } from '../../../server/landings/list-themes.ts';

export const { GET, ALL } = route({
  GET: async (ctx) => {
    const { lang } = readQuery(ctx, currentMainQuery);
    return currentMainFragment(await getDb(), lang ?? asLang(ctx.locals.lang));
  },
});
