import type { APIContext } from 'astro';
import { endpoint, route } from '#server/identity/endpoint.ts';
import type { Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { contract as confirmUnsubscribeContract } from '#server/learning/impact/confirm-unsubscribe.contract.ts';
import { contract as unsubscribeContract } from '#server/learning/impact/unsubscribe.contract.ts';
import { readReminderToken, unsubscribePage, unsubscribeReminders } from '#server/learning/impact/unsubscribe.ts';
import { renderLinkPage } from '#server/platform/http/link-page.ts';

/** A browser (the confirmation page's button) gets a page; a mail provider's one-click POST, JSON. */
const wantsPage = (ctx: APIContext) => (ctx.request.headers.get('accept') ?? '').includes('text/html');

/**
 * The link of the reminder emails (no session: the signed token is the credential).
 * GET asks to confirm and changes nothing (a mail scanner opening links unsubscribes no one,
 * decision 061); POST turns reminders off: the page's button, or the RFC 8058 one-click POST of
 * `List-Unsubscribe-Post`. The token is read as it comes (`input: 'manual'`): a bad or missing
 * one is a page, never a 400 JSON, for a browser.
 */
async function handle(ctx: APIContext, db: Database, method: 'GET' | 'POST') {
  const token = ctx.url.searchParams.get('token') ?? '';
  const page = method === 'GET' || wantsPage(ctx);
  try {
    if (method === 'GET') {
      const { lang } = await readReminderToken(db, token);
      return renderLinkPage(ctx, unsubscribePage(lang, { ask: token }));
    }
    const { lang } = await unsubscribeReminders(db, token);
    return page ? renderLinkPage(ctx, unsubscribePage(lang, { done: true })) : { unsubscribed: true as const };
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
