import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as consumeMagicLinkContract } from '#server/account/auth/consume-magic-link.contract.ts';
import { consumeMagicLink } from '#server/account/auth/magic-link.ts';
import { setSessionCookie } from '#server/identity/cookies.ts';
import { pageNextPath } from '#server/platform/http/safe-next.ts';
import { pagePath } from '#i18n/paths.ts';

/**
 * The link from the email: signs in once, then lands on the page that asked for the link (`next`,
 * only ever a page of this site, never `/auth/…`: decision 038) or on the actions page. A dead link goes to the
 * sign-in page, which keeps the same `next` for the sign-in that follows. The query is read as it
 * comes (`input: 'manual'`): a link is never answered 400.
 */
export const { GET, ALL } = route(
  endpoint(
    consumeMagicLinkContract,
    async ({ ctx, lang, db }) => {
      const token = ctx.url.searchParams.get('token') ?? '';
      const requested = ctx.url.searchParams.get('next');
      const next = requested ? pageNextPath(requested, '') : '';
      const result = await consumeMagicLink(db, token);
      if (!result) {
        const back = next ? `&next=${encodeURIComponent(next)}` : '';
        return ctx.redirect(`${pagePath(lang, '/connexion')}?error=magic_link_invalid${back}`, 303);
      }
      setSessionCookie(ctx.cookies, result.token);
      return ctx.redirect(next || pagePath(result.user.lang === 'en' ? 'en' : 'fr', '/mes-actions'), 303);
    },
    { input: 'manual' },
  ),
);
