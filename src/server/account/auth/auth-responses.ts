/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';
import { userResponse } from '#server/identity/user-responses.ts';

export const okTrueResponse = z.object({ ok: z.literal(true) });

export const magicLinkSentResponse = okTrueResponse;

export const signedInResponse = z.object({ token: z.string().describe('Bearer token (also set as the session cookie)'), user: userResponse });
