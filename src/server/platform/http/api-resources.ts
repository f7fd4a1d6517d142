/**
 * Resource names reachable without the `/api` prefix (decision 005: `/levels` ≡ `/api/levels`).
 * Page routes never use these names. Add a resource here when adding `src/pages/api/<name>`.
 */
export const API_RESOURCES = [
  'me',
  'users',
  'levels',
  'cards',
  'my-actions',
  'parcours',
  'impact',
  'reminders',
  'upload',
  'action-documents',
  'files', // GET /api/files/{id}: stored uploads
  'candidatures',
  'payment',
  'site-updates',
  'invoices',
  'credit-notes', // credit notes of refunds (decision 024)
  'landing-themes',
  'admin-landing-themes',
  'admin-landing-upload',
  'admin-landing-funnel', // the funnel's figures (decision 029)
  'collaboration-requests',
  'collaboration-replies',
  'collaboration-matches',
  'collaboration-contract',
  'contract-verifications', // the public check of a sealed PDF
  'notifications', // notices, email switches, unsubscribe links (decision 016)
  'my-data', // export and erasure of one's personal data (decision 026)
  'health',
  'openapi.json', // the API description
  // Not `admin`: the staff pages live under /admin/…; only this sub-tree is API (decision 021).
  'admin/exports', // the accounting export
  'members', // accounts and role changes, for the staff (decision 025); the page is /admin/membres
] as const;

const pattern = new RegExp(`^/(${API_RESOURCES.map((r) => r.replace('.', '\\.')).join('|')})(/.*)?$`);

/** `/levels/x?y` → `/api/levels/x`, or null when the path is not an API resource. */
export function apiPathFor(pathname: string): string | null {
  return pattern.test(pathname) ? `/api${pathname}` : null;
}
