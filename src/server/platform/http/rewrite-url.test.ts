import { describe, expect, it } from 'vitest';
import { rewriteUrl } from './rewrite-url.ts';

describe('rewriteUrl', () => {
  it.each([
    ['/levels', '/api/levels', null],
    ['/levels?x=1', '/api/levels?x=1', null],
    ['/users/abc/profile', '/api/users/abc/profile', null],
    ['/api/levels', '/api/levels', null],
    ['/en/', '/', 'en'],
    ['/en', '/', 'en'],
    ['/en/connexion?next=/x', '/connexion?next=/x', 'en'],
    ['/en/fiches/abc', '/fiches/abc', 'en'],
    ['/connexion', '/connexion', null],
    ['/levelsx', '/levelsx', null],
    ['/english', '/english', null],
    ['/mes-actions', '/mes-actions', null],
    // Only the admin/exports sub-tree is API: /admin/… pages stay pages (decision 021).
    ['/admin/exports/invoices.csv?from=2026-01-01&to=2026-01-31', '/api/admin/exports/invoices.csv?from=2026-01-01&to=2026-01-31', null],
    ['/admin/themes', '/admin/themes', null],
    ['/admin/exportsx', '/admin/exportsx', null],
    // The names are those under src/pages/api (decision 051): a file, a folder, a dotted name.
    ['/my-xp-history', '/api/my-xp-history', null],
    ['/openapi.json', '/api/openapi.json', null],
    ['/health/ready', '/api/health/ready', null],
    ['/candidature/paiement', '/candidature/paiement', null],
  ])('%s → %s (%s)', (input, url, lang) => {
    expect(rewriteUrl(input)).toEqual({ url, pageLang: lang });
  });
});
