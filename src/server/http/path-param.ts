/**
 * Astro 7 leaves `ctx.params` empty (and `ctx.url` on the original path) when the middleware
 * rewrites an alias such as `/impact/x` to `/api/impact/x`. Dynamic API routes read their
 * parameter through this helper: the route's own param when present, else the same segment
 * taken from the path (with or without the `/api` prefix).
 */
import type { APIContext } from 'astro';

export function pathParam(ctx: Pick<APIContext, 'params' | 'url'>, name: string, pattern: RegExp): string {
  const direct = ctx.params[name];
  if (direct !== undefined) return direct;
  const path = ctx.url.pathname.replace(/^\/api(?=\/)/, '');
  const match = pattern.exec(path);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}
