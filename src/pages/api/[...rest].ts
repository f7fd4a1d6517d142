/** Any unknown path under /api answers the JSON 404 error body, whatever the method. */
import type { APIContext } from 'astro';
import { errorResponse } from '#server/platform/http/respond.ts';
import { AppError } from '#server/platform/http/errors.ts';

export function ALL(ctx: APIContext): Response {
  return errorResponse(new AppError('not_found'), ctx.locals.lang);
}
