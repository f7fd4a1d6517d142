import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as finishGoogleSignInContract } from '#server/account/auth/finish-google-sign-in.contract.ts';
import { finishGoogleSignIn, googleConfigured } from '#server/account/auth/google.ts';
import { setSessionCookie } from '#server/identity/cookies.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { pagePath } from '#i18n/paths.ts';

/** Google's redirect back; the query is read as it comes (`input: 'manual'`): a failure is a redirect, never a 400. */
export const { GET, ALL } = route(
  endpoint(
    finishGoogleSignInContract,
    async ({ ctx, lang, db }) => {
      if (!googleConfigured()) throw new AppError('not_found');
      const code = ctx.url.searchParams.get('code');
      const state = ctx.url.searchParams.get('state');
      const storedState = ctx.cookies.get('google_oauth_state')?.value;
      const verifier = ctx.cookies.get('google_code_verifier')?.value;
      ctx.cookies.delete('google_oauth_state', { path: '/auth/google' });
      ctx.cookies.delete('google_code_verifier', { path: '/auth/google' });
      if (!code || !state || !storedState || !verifier || state !== storedState) {
        return ctx.redirect(`${pagePath(lang, '/connexion')}?error=google_failed`, 303);
      }
      try {
        const { user, token } = await finishGoogleSignIn(db, code, verifier);
        setSessionCookie(ctx.cookies, token);
        return ctx.redirect(pagePath(user.lang === 'en' ? 'en' : 'fr', '/mes-actions'), 303);
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalid_credentials') {
          return ctx.redirect(`${pagePath(lang, '/connexion')}?error=google_failed`, 303);
        }
        throw error;
      }
    },
    { input: 'manual' },
  ),
);
