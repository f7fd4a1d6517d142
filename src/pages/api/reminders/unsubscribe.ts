import type { APIContext } from 'astro';
import { endpoint, route } from '../../../server/endpoint.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { AppError } from '../../../server/platform/http/errors.ts';
import { contract as confirmUnsubscribeContract } from '../../../server/impact/confirm-unsubscribe.contract.ts';
import { contract as unsubscribeContract } from '../../../server/impact/unsubscribe.contract.ts';
import { unsubscribePage, unsubscribeReminders } from '../../../server/impact/unsubscribe.ts';
import { renderLinkPage } from '../../../server/platform/http/link-page.ts';
import { asLang } from '../../../i18n/lang.ts';

/**
 * The link of the reminder emails (no session: the signed token is the credential).
 * GET answers a small confirmation page; POST is the RFC 8058 one-click unsubscribe. The token is
 * read as it comes (`input: 'manual'`): a bad or missing one is a page, never a 400.
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

export const { GET, POST, ALL } = route(
  endpoint(confirmUnsubscribeContract, ({ ctx }) => unsubscribe(ctx, true), { input: 'manual' }),
  endpoint(unsubscribeContract, ({ ctx }) => unsubscribe(ctx, false), { input: 'manual' }),
);
