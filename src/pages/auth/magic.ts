import { route } from '../../server/http/respond.ts';
import { getDb } from '../../server/db/client.ts';
import { consumeMagicLink } from '../../server/auth/magic-link.ts';
import { setSessionCookie } from '../../server/auth/cookies.ts';
import { pagePath } from '../../i18n/paths.ts';

/** The link from the email: signs in once, then lands on the actions page. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const token = ctx.url.searchParams.get('token') ?? '';
    const result = await consumeMagicLink(await getDb(), token);
    if (!result) return ctx.redirect(`${pagePath(ctx.locals.lang, '/connexion')}?error=magic_link_invalid`, 303);
    setSessionCookie(ctx.cookies, result.token);
    return ctx.redirect(pagePath(result.user.lang === 'en' ? 'en' : 'fr', '/mes-actions'), 303);
  },
});
