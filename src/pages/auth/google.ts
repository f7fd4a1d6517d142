import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as startGoogleSignInContract } from '#server/account/auth/start-google-sign-in.contract.ts';
import { googleConfigured, startGoogleSignIn } from '#server/account/auth/google.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';

/** 404 when Google is not configured; otherwise off to the provider with state + PKCE. */
export const { GET, ALL } = route(
  endpoint(startGoogleSignInContract, ({ ctx }) => {
    if (!googleConfigured()) throw new AppError('not_found');
    const { url, state, codeVerifier } = startGoogleSignIn();
    const options = { httpOnly: true, sameSite: 'lax' as const, secure: env().isProduction, path: '/auth/google', maxAge: 600 };
    ctx.cookies.set('google_oauth_state', state, options);
    ctx.cookies.set('google_code_verifier', codeVerifier, options);
    return ctx.redirect(url.toString(), 302);
  }),
);
