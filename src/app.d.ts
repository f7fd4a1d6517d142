/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    user: import('./server/identity/session-tokens.ts').SessionUser | null;
    sessionId: string | null;
    /** Set when a token was presented but refused: guards then answer `invalid_token`. */
    authError: boolean;
    /** The caller's language: signed-in user's choice, else the page prefix, else Accept-Language. */
    lang: import('./i18n/lang.ts').Lang;
    /** Set by the middleware when a page failed: the 500 page then answers 503 for 'unavailable'. */
    pageFailure?: 'error' | 'unavailable';
    /** The matched route's pattern (`/api/invoices/[number]`): the metrics' route label (decision 039). */
    routePattern?: string;
    /** Set by an email link's endpoint (unsubscribe) before it rewrites to /desabonnement. */
    linkPage?: import('./server/platform/http/link-page.ts').LinkPage;
  }
}
