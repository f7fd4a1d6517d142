import type { APIContext } from 'astro';
import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { AppError } from '../../../server/platform/http/errors.ts';
import { unsubscribePage, unsubscribeReminders } from '../../../server/impact/unsubscribe.ts';
import { renderLinkPage } from '../../../server/platform/http/link-page.ts';
import { asLang } from '../../../i18n/lang.ts';

/**
 * The link of the reminder emails (no session: the signed token is the credential).
 * GET answers a small confirmation page; POST is the RFC 8058 one-click unsubscribe.
 */
async function unsubscribe(ctx: APIContext, asPage: boolean) {
  const token = ctx.url.searchParams.get('token') ?? '';
  try {
    const { lang } = await unsubscribeReminders(await getDb(), token);
    return asPage ? renderLinkPage(ctx, unsubscribePage(lang, true)) : { unsubscribed: true };
  } catch (error) {
    if (asPage && error instanceof AppError && error.code === 'invalid_unsubscribe_token') {
      return renderLinkPage(ctx, unsubscribePage(asLang(ctx.locals.lang), false));
    }
    throw error;
  }
}

export const { GET, POST, ALL } = route({
  GET: (ctx) => unsubscribe(ctx, true),
  POST: (ctx) => unsubscribe(ctx, false),
});
