/**
 * Admin: the baked page of a theme (active or not) for the editor's preview frame, `?lang=fr|en`.
 * The same bytes as the public page; only framing by this site is allowed, and nothing is cached.
 */
import { eq } from 'drizzle-orm';
import { route, readQuery } from '../../../../server/http/respond.ts';
import { getDb } from '../../../../server/db/client.ts';
import { requireAdmin } from '../../../../server/auth/guards.ts';
import { AppError } from '../../../../server/http/errors.ts';
import { landingThemes } from '../../../../../db/schema/landings.ts';
import { SLUG_PATTERN, previewQuery } from '../../../../server/landings/read-themes.ts';
import { cspFor } from '../../../../server/landings/page-cache.ts';

export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireAdmin(ctx);
    const slug = ctx.params.slug ?? '';
    if (!SLUG_PATTERN.test(slug)) throw new AppError('landing_theme_not_found');
    const { lang } = readQuery(ctx.url, previewQuery);
    const db = await getDb();
    const [row] = await db.select({ fr: landingThemes.htmlBaked, en: landingThemes.htmlBakedEn }).from(landingThemes).where(eq(landingThemes.slug, slug));
    const html = lang === 'en' ? row?.en : row?.fr;
    if (!html) throw new AppError('landing_theme_not_found');
    return new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': cspFor(html).replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        'x-frame-options': 'SAMEORIGIN',
      },
    });
  },
});
