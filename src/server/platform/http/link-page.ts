/**
 * The pages of the links in our emails that need no session (unsubscribe from reminders or from a
 * notification kind): the endpoint does the work, then renders its answer as a page of the site
 * (`src/pages/desabonnement.astro`, in the site's frame and styles) by an Astro rewrite, in the
 * language of the link's owner. The endpoint keeps its path, which the emails carry.
 */
import type { APIContext } from 'astro';
import type { Lang } from '#i18n/lang.ts';

export interface LinkPage {
  lang: Lang;
  title: string;
  paragraphs: string[];
  /** A confirmation button posting back to the link (GET never changes anything). */
  form?: { action: string; button: string };
  tone: 'info' | 'success' | 'error';
  /** Done: the page links to the switches of /mon-compte#notifications, where it can be turned back on (decision 061). */
  backOn?: boolean;
  status: 200 | 400;
}

export function renderLinkPage(ctx: APIContext, page: LinkPage): Promise<Response> {
  ctx.locals.linkPage = page;
  return ctx.rewrite('/desabonnement');
}
