/**
 * Admin: the baked page of a theme (active or not) for the editor's preview frame, `?lang=fr|en`.
 * The same bytes as the public page; only framing by this site is allowed, and nothing is cached.
 */
import { eq } from 'drizzle-orm';
import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as previewThemeContract } from '#server/site/landings/preview-theme.contract.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { landingThemes } from '#db/schema/landings.ts';
import { SLUG_PATTERN } from '#server/site/landings/read-themes.ts';
import { cspFor } from '#server/site/landings/page-cache.ts';

/**
 * The preview showed a system sans-serif. The public page declares its fonts
 * `font-display: optional` (no layout shift for a visitor: a font not there within ~100 ms is
 * skipped for that page view), and the frame is created anew after every bake, so the fonts
 * rarely arrived in time. The preview is for judging the page: it waits for them (`swap`).
 */
function withPreviewFonts(html: string): string {
  return html.replaceAll('font-display:optional', 'font-display:swap');
}

export const { GET, ALL } = route(
  endpoint(previewThemeContract, async ({ params: { slug }, query: { lang }, db }) => {
    if (!SLUG_PATTERN.test(slug)) throw new AppError('landing_theme_not_found');
    const [row] = await db.select({ fr: landingThemes.htmlBaked, en: landingThemes.htmlBakedEn }).from(landingThemes).where(eq(landingThemes.slug, slug));
    const baked = lang === 'en' ? row?.en : row?.fr;
    if (!baked) throw new AppError('landing_theme_not_found');
    const html = withPreviewFonts(baked);
    return new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': cspFor(html).replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        'x-frame-options': 'SAMEORIGIN',
      },
    });
  }),
);
