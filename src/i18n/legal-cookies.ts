/**
 * Every cookie the service sets. The privacy page lists exactly these, and
 * tests/api/legal-pages.test.ts checks that the names seen in Set-Cookie headers are these and no
 * other: adding a cookie anywhere means adding it here, so the page stays true and no consent
 * banner is needed (all of them are strictly necessary). Decision 022.
 *
 * There is no CSRF cookie (the cross-site check reads Origin/Sec-Fetch-Site, src/middleware.ts)
 * and no language cookie (the language is in the address: `/…` or `/en/…`).
 */
import type { Lang } from './lang.ts';
export interface CookieEntry {
  name: string;
  /** Only set when signing in with Google is configured (GOOGLE_CLIENT_ID). */
  onlyWithGoogle: boolean;
  purpose: Record<Lang, string>;
  lifetime: Record<Lang, string>;
}

export const SERVICE_COOKIES: readonly CookieEntry[] = [
  {
    name: 'session',
    onlyWithGoogle: false,
    purpose: { fr: 'Vous garder connecté·e (jeton de session signé, illisible par les scripts de la page).', en: 'Keeping you signed in (a signed session token, unreadable by page scripts).' },
    lifetime: { fr: '30 jours, effacé à la déconnexion', en: '30 days, cleared when you sign out' },
  },
  {
    name: 'google_oauth_state',
    onlyWithGoogle: true,
    purpose: { fr: 'Connexion avec Google\u00a0: vérifier que la réponse de Google répond bien à votre demande.', en: 'Signing in with Google: checking that Google’s answer matches your request.' },
    lifetime: { fr: '10 minutes', en: '10 minutes' },
  },
  {
    name: 'google_code_verifier',
    onlyWithGoogle: true,
    purpose: { fr: 'Connexion avec Google\u00a0: preuve à usage unique (PKCE) de l’échange avec Google.', en: 'Signing in with Google: single-use proof (PKCE) of the exchange with Google.' },
    lifetime: { fr: '10 minutes', en: '10 minutes' },
  },
];
