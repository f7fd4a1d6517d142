import type { APIContext } from 'astro';
import { endpoint, route } from '#server/identity/endpoint.ts';
import type { Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { contract as confirmUnsubscribeContract } from '#server/collaboration/notifications/confirm-unsubscribe.contract.ts';
import { contract as unsubscribeContract } from '#server/collaboration/notifications/unsubscribe-notifications.contract.ts';
import { readUnsubscribeToken, unsubscribeNotifications, unsubscribePage } from '#server/collaboration/notifications/unsubscribe-notifications.ts';
import { renderLinkPage } from '#server/platform/http/link-page.ts';

/** A browser (the confirmation page's button) gets a page; a mail provider's one-click POST, JSON. */
const wantsPage = (ctx: APIContext) => (ctx.request.headers.get('accept') ?? '').includes('text/html');

/**
 * The link of the notification emails (no session: the signed token is the credential).
 * GET asks to confirm (a scanner opening links unsubscribes no one); POST turns the kind off
 * (the page's button, or the RFC 8058 one-click POST of `List-Unsubscribe-Post`). The token is
 * read as it comes (`input: 'manual'`): a bad or missing one is a page, never a 400.
 */
async function handle(ctx: APIContext, db: Database, method: 'GET' | 'POST') {
  const token = ctx.url.searchParams.get('token') ?? '';
  const page = method === 'GET' || wantsPage(ctx);
  try {
    if (method === 'GET') {
      const { kind, lang } = await readUnsubscribeToken(db, token);
      return renderLinkPage(ctx, unsubscribePage(lang, { ask: { kind, token } }));
    }
    const { kind, lang } = await unsubscribeNotifications(db, token);
    return page ? renderLinkPage(ctx, unsubscribePage(lang, { done: kind })) : { unsubscribed: true as const, kind };
  } catch (error) {
    if (page && error instanceof AppError && error.code === 'invalid_unsubscribe_token') {
      return renderLinkPage(ctx, unsubscribePage(ctx.locals.lang, { bad: true }));
    }
    throw error;
  }
}

export const { GET, POST, ALL } = route(
  endpoint(confirmUnsubscribeContract, ({ ctx, db }) => handle(ctx, db, 'GET'), { input: 'manual' }),
  endpoint(unsubscribeContract, ({ ctx, db }) => handle(ctx, db, 'POST'), { input: 'manual' }),
);
