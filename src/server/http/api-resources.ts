/**
 * Resource names reachable without the `/api` prefix (decisions §2: `/levels` ≡ `/api/levels`).
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
  'candidatures',
  'payment',
  'site-updates',
  'landing-themes',
  'admin-landing-themes',
  'admin-landing-upload',
  'collaboration-requests',
  'collaboration-replies',
  'collaboration-matches',
  'collaboration-contract',
  'health',
] as const;

const pattern = new RegExp(`^/(${API_RESOURCES.join('|')})(/.*)?$`);

/** `/levels/x?y` → `/api/levels/x`, or null when the path is not an API resource. */
export function apiPathFor(pathname: string): string | null {
  return pattern.test(pathname) ? `/api${pathname}` : null;
}
