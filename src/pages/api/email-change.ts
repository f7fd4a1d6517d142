import type { APIContext } from 'astro';
import { endpoint, route } from '#server/identity/endpoint.ts';
import type { Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { contract as emailChangeLinkContract } from '#server/account/users/email-change-link.contract.ts';
import { contract as confirmEmailChangeContract } from '#server/account/users/confirm-email-change.contract.ts';
import { confirmEmailChange, emailChangePage, readEmailChangeLink } from '#server/account/users/email-change.ts';
import { issueSession } from '#server/identity/session-tokens.ts';
import { setSessionCookie } from '#server/identity/cookies.ts';
import { renderLinkPage } from '#server/platform/http/link-page.ts';
import { asLang } from '#i18n/lang.ts';

/** A browser (the page's button) gets a page; any other caller, JSON. */
const wantsPage = (ctx: APIContext) => (ctx.request.headers.get('accept') ?? '').includes('text/html');

/**
 * The link mailed to a new account address (no session needed: the token is the credential,
 * decision 061). GET asks and changes nothing (mail scanners open links); POST confirms. The token
 * is read as it comes (`input: 'manual'`): a bad one is a page for a browser, a 400 JSON otherwise.
 */
async function handle(ctx: APIContext, db: Database, method: 'GET' | 'POST') {
  const token = ctx.url.searchParams.get('token') ?? '';
  const page = method === 'GET' || wantsPage(ctx);
  try {
    if (method === 'GET') {
      const { user, newEmail } = await readEmailChangeLink(db, token);
      return renderLinkPage(ctx, emailChangePage(asLang(user.lang), { ask: token, email: newEmail }));
    }
    const { user } = await confirmEmailChange(db, token);
    // Every session ended; the browser that confirmed, if signed in to this account, stays signed in.
    const here = ctx.locals.user?.id === user.id ? (await issueSession(db, user, 'account_change')).token : undefined;
    if (here) setSessionCookie(ctx.cookies, here);
    if (page) return renderLinkPage(ctx, emailChangePage(asLang(user.lang), { done: user.email, signedIn: here !== undefined }));
    return here ? { email: user.email, token: here } : { email: user.email };
  } catch (error) {
    if (page && error instanceof AppError && ['email_change_link_invalid', 'email_change_link_expired', 'email_taken'].includes(error.code)) {
      return renderLinkPage(ctx, emailChangePage(ctx.locals.lang, { refused: error.code }));
    }
    throw error;
  }
}

export const { GET, POST, ALL } = route(
  endpoint(emailChangeLinkContract, ({ ctx, db }) => handle(ctx, db, 'GET'), { input: 'manual' }),
  endpoint(confirmEmailChangeContract, ({ ctx, db }) => handle(ctx, db, 'POST'), { input: 'manual' }),
);
