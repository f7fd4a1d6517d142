/**
 * POST /api/admin-landing-themes/reorder {slugs: [...]}: sets `ordre`. The listed themes come
 * first, in the given order; any theme not listed keeps its relative order after them (so a list
 * sent by an editor that missed a new theme loses nothing). Unknown or repeated slugs → 400.
 * The order is the editor's list order: no page shows it, so nothing is baked.
 */
import { z } from 'zod';
import { asc, sql } from 'drizzle-orm';
import { landingThemes } from '#db/schema/landings.ts';
import type { Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { withLandingLock } from './landing-lock.ts';
import { landingTexts } from './admin-texts.ts';
import { listThemes, type ThemeDisplay } from './list-themes.ts';
import type { Lang } from '#i18n/lang.ts';

export const reorderInput = z.strictObject({ slugs: z.array(z.string().max(64)).min(1).max(1000) });

export async function reorderThemes(db: Database, slugs: string[], lang: Lang): Promise<ThemeDisplay[]> {
  const t = landingTexts(lang);
  await withLandingLock(db, async (tx) => {
    const current = (await tx.select({ slug: landingThemes.slug }).from(landingThemes).orderBy(asc(landingThemes.ordre), asc(landingThemes.slug))).map((r) => r.slug);
    const fieldErrors: Record<string, string[]> = {};
    slugs.forEach((slug, index) => {
      if (!current.includes(slug)) fieldErrors[`slugs.${index}`] = [t.unknownTheme];
      else if (slugs.indexOf(slug) !== index) fieldErrors[`slugs.${index}`] = [t.duplicateTheme];
    });
    if (Object.keys(fieldErrors).length) throw new AppError('rule_failed', { details: { formErrors: [], fieldErrors } });
    const order = [...slugs, ...current.filter((s) => !slugs.includes(s))];
    // One statement: the list with its positions.
    const list = sql.join(order.map((slug) => sql`${slug}`), sql`, `);
    await tx.execute(sql`
      update landing_themes set ordre = o.position - 1, updated_at = now()
      from unnest(array[${list}]::text[]) with ordinality as o(slug, position)
      where landing_themes.slug = o.slug and landing_themes.ordre <> o.position - 1`);
  });
  return listThemes(db);
}
