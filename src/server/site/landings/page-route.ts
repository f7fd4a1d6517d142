/** The Astro side of landing serving (dev server, or what the fast path let through). */
import { env } from '#src/env.ts';
import { logger } from '#server/platform/log.ts';
import { ensureLandingPages } from './page-cache.ts';
import { landingResponse, type LandingMatch } from './serve-landing.ts';

/** The baked page as a Response, or null (no such page, or the pages cannot be loaded: logged). */
export async function landingPageFor(request: Request, match: LandingMatch): Promise<Response | null> {
  try {
    await ensureLandingPages();
  } catch (error) {
    logger.error('landing pages could not be loaded', error);
    return null;
  }
  return landingResponse(request, match, env().isProduction);
}
