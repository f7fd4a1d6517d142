import { z } from 'zod';
import { redirect, tokenQuery, type EndpointContract } from '#server/platform/http/contract.ts';

const magicQuery = tokenQuery.extend({ next: z.string().optional().describe('Where to land once signed in (set by the page that asked for the link); anything but a path of this site is ignored (decision 038)') });

export const contract = {
  method: 'get',
  path: '/auth/magic',
  tag: 'auth',
  summary: 'Consume a sign-in link and redirect to the page that asked for it or the artisan home (or back to the sign-in page)',
  access: 'public',
  query: magicQuery,
  success: [redirect('To `next` (a path of this site) or /mes-actions; a dead link to /connexion?error=magic_link_invalid (with the same `next`)')],
} as const satisfies EndpointContract;
