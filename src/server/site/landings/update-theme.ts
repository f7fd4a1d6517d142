/**
 * PUT /api/admin-landing-themes/{slug} (decision 007): image_url, actif, est_accueil and
 * blocks_config only — content and texts come from the files. The theme is baked again in the same
 * locked transaction as the change, so its page and its settings never disagree.
 *
 * Main theme: setting it on clears every other one (and makes the theme active: / serves it);
 * setting it off leaves none, and / becomes the application's home page again. Deactivating the
 * main theme also removes it as main (the database refuses an inactive main theme).
 */
import { z } from 'zod';
import { and, eq, ne } from 'drizzle-orm';
import { landingImages, landingThemes } from '#db/schema/landings.ts';
import type { Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { BLOCK_IDS, blocksConfigProblems, isThemeBlock, type LandingBlockConfig } from './blocks.ts';
import { parseSections } from './parse-sections.ts';
import { announceChange, withLandingLock } from './landing-lock.ts';
import { IMAGE_URL_PATTERN, bakeContext, bakedColumns, imagesFor, renderRow } from './bake-themes.ts';
import { BakeError } from './render-page.ts';
import { blocksProblemMessage, landingTexts } from './admin-texts.ts';
import { refreshLandingPages } from './page-cache.ts';
import { getTheme, type ThemeDisplay } from './list-themes.ts';
import { recordChange, settingsOf, type Actor, type HistoryKind } from './theme-history.ts';
import type { Lang } from '#i18n/lang.ts';

export const updateThemeInput = z.strictObject({
  image_url: z.string().max(200).nullable().optional(),
  actif: z.boolean().optional(),
  est_accueil: z.boolean().optional(),
  // Checked against the theme's HTML by checkBlocks below (field errors name the entry); the
  // description shows its shape.
  blocks_config: z
    .unknown()
    .meta({
      description: 'Which blocks show, in this order (docs/api-landings.md)',
      override: {
        type: 'object',
        required: ['blocks'],
        additionalProperties: false,
        properties: {
          blocks: {
            type: 'array',
            maxItems: BLOCK_IDS.length * 4,
            items: { type: 'object', required: ['id', 'enabled'], additionalProperties: false, properties: { id: { type: 'string' }, enabled: { type: 'boolean' } } },
          },
        },
      },
    })
    .optional(),
});
export type UpdateThemeInput = z.infer<typeof updateThemeInput>;

function fieldError(field: string, message: string): AppError {
  return new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { [field]: [message] } } });
}

/** blocks_config against the theme's HTML in both languages; field errors name the entry. */
function checkBlocks(value: unknown, rawHtml: string, rawHtmlEn: string, lang: Lang): LandingBlockConfig {
  const fr = parseSections(rawHtml).sections.map((s) => s.id);
  const en = new Set(parseSections(rawHtmlEn).sections.map((s) => s.id));
  const fieldErrors: Record<string, string[]> = {};
  const problems = blocksConfigProblems(value, fr);
  // A wrong shape is what the description states (400 `validation_failed`); unknown, repeated or
  // missing blocks are the theme's own rules (400 `rule_failed`, decision 030).
  const code = problems.some((p) => p.code === 'invalid_blocks_config') ? 'validation_failed' : 'rule_failed';
  for (const problem of problems) {
    (fieldErrors[`blocks_config${problem.path ? `.${problem.path}` : ''}`] ??= []).push(blocksProblemMessage(problem, lang));
  }
  if (Object.keys(fieldErrors).length === 0) {
    (value as LandingBlockConfig).blocks.forEach((b, index) => {
      if (b.enabled && isThemeBlock(b.id) && !en.has(b.id)) {
        (fieldErrors[`blocks_config.blocks.${index}.enabled`] ??= []).push(blocksProblemMessage({ code: 'missing_english_text', block: b.id }, lang));
      }
    });
  }
  if (Object.keys(fieldErrors).length) throw new AppError(code, { details: { formErrors: [], fieldErrors } });
  return { blocks: (value as LandingBlockConfig).blocks.map(({ id, enabled }) => ({ id, enabled })) };
}

/** Who changed it and why, for the history (decision 029). */
export interface ChangeOrigin {
  actor: Actor;
  kind?: HistoryKind;
  restoredFrom?: string;
}

export async function updateTheme(db: Database, slug: string, input: UpdateThemeInput, lang: Lang, origin: ChangeOrigin = { actor: { id: null, name: 'script' } }): Promise<ThemeDisplay> {
  const t = landingTexts(lang);
  if (Object.keys(input).length === 0) throw new AppError('rule_failed', { details: { formErrors: [t.nothing], fieldErrors: {} } });
  if (input.actif === false && input.est_accueil === true) throw fieldError('est_accueil', t.mainInactive);
  const ctx = bakeContext();
  const touched = await withLandingLock(db, async (tx) => {
    const [row] = await tx.select().from(landingThemes).where(eq(landingThemes.slug, slug)).for('update');
    if (!row) throw new AppError('landing_theme_not_found');
    const changes: Partial<typeof landingThemes.$inferInsert> = { updatedAt: new Date() };
    if (input.image_url !== undefined) {
      if (input.image_url !== null) {
        const name = IMAGE_URL_PATTERN.exec(input.image_url)?.[1];
        const [image] = name ? await tx.select({ name: landingImages.name }).from(landingImages).where(eq(landingImages.name, name)) : [];
        if (!image) throw fieldError('image_url', t.unknownImage);
      }
      changes.imageUrl = input.image_url;
    }
    if (input.blocks_config !== undefined) changes.blocksConfig = checkBlocks(input.blocks_config, row.rawHtml, row.rawHtmlEn, lang);
    if (input.actif !== undefined) changes.actif = input.actif;
    if (input.actif === false) changes.estAccueil = false;
    const others: string[] = [];
    if (input.est_accueil === true) {
      // The unique index allows one main theme: clear the others first.
      const cleared = await tx.update(landingThemes).set({ estAccueil: false, updatedAt: new Date() }).where(and(eq(landingThemes.estAccueil, true), ne(landingThemes.slug, slug))).returning();
      others.push(...cleared.map((c) => c.slug));
      for (const other of cleared) {
        const after = settingsOf(other);
        await recordChange(tx, { slug: other.slug, actor: origin.actor, kind: 'main_moved', before: { ...after, est_accueil: true }, after, at: changes.updatedAt! });
      }
      changes.estAccueil = true;
      changes.actif = true;
    } else if (input.est_accueil === false) {
      changes.estAccueil = false;
    }
    const [updated] = await tx.update(landingThemes).set(changes).where(eq(landingThemes.slug, slug)).returning();
    try {
      const pages = renderRow(updated!, await imagesFor(tx, [updated!]), ctx);
      await tx.update(landingThemes).set(bakedColumns(updated!, pages, ctx, new Date())).where(eq(landingThemes.slug, slug));
    } catch (error) {
      // The change is rolled back with the failed bake: the page and its settings stay as they were.
      if (error instanceof BakeError) throw new AppError('landing_bake_failed', { details: { code: error.code, message: error.message } });
      throw error;
    }
    await recordChange(tx, { slug, actor: origin.actor, kind: origin.kind ?? 'update', before: settingsOf(row), after: settingsOf(updated!), restoredFrom: origin.restoredFrom, at: changes.updatedAt! });
    await announceChange(tx, [slug, ...others]);
    return [slug, ...others];
  });
  // This instance serves the change from its next request on; the others follow the NOTIFY.
  await refreshLandingPages(touched);
  return getTheme(db, slug);
}
