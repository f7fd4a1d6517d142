import { z } from 'zod';
import { redirect, type EndpointContract } from '#server/platform/http/contract.ts';

// Read without zod by the route: other parameters are ignored, not refused.
const googleCallbackQuery = z.object({ code: z.string().optional().describe('From Google'), state: z.string().optional().describe('From Google: checked against the cookie set at the start') });

export const contract = {
  method: 'get',
  path: '/auth/google/callback',
  tag: 'auth',
  summary: 'Finish the Google sign-in',
  access: 'public',
  query: googleCallbackQuery,
  success: [redirect('To /mes-actions, or /connexion?error=google_failed')],
} as const satisfies EndpointContract;
