/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const build = z.object({ builtAt: z.string(), commit: z.string(), version: z.string() });

export const healthResponse = z.object({ ok: z.literal(true), build });

export const liveResponse = z.object({ ok: z.literal(true), uptime_s: z.number().int() });

export const readyResponse = z.object({ ready: z.literal(true), migrations: z.number().int(), storage: z.enum(['local', 's3']), build });
