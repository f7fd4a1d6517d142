/**
 * The history of a theme's settings (decision 029): every change made through the editor's API
 * (image, active, main, blocks) is one row with who, when, the state before and after, written in
 * the same locked transaction as the change itself. `GET /api/admin-landing-themes/{slug}/history`
 * lists it, newest first; any row's `before` can be restored (restore-theme.ts).
 *
 * `landings:sync` records a `sync` row when the files change a setting (their blocks_config, or a
 * block switched off because the new files lack it). Not recorded: the order of the list (a
 * property of the list, not of one theme's page).
 */
import { z } from 'zod';
import { desc, eq, inArray } from 'drizzle-orm';
import { landingImages, landingThemeHistory, landingThemes, type LandingThemeSettings } from '#db/schema/landings.ts';
import type { DbOrTx, Transaction } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';

export type HistoryKind = 'update' | 'restore' | 'main_moved' | 'sync';

/** Who made a change: a signed-in admin (or null for a script). */
export interface Actor {
  id: string | null;
  name: string;
}

export function actorOf(user: { id: string; email: string; firstName?: string; lastName?: string } | null | undefined): Actor {
  if (!user) return { id: null, name: 'script' };
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return { id: user.id, name: name ? `${name} <${user.email}>` : user.email };
}

export function settingsOf(row: Pick<typeof landingThemes.$inferSelect, 'imageUrl' | 'actif' | 'estAccueil' | 'blocksConfig'>): LandingThemeSettings {
  return { image_url: row.imageUrl, actif: row.actif, est_accueil: row.estAccueil, blocks_config: { blocks: row.blocksConfig.blocks.map(({ id, enabled }) => ({ id, enabled })) } };
}

/** The fields that differ, in a fixed order (what the editor names as "what changed"). */
export function changedFields(before: LandingThemeSettings, after: LandingThemeSettings): (keyof LandingThemeSettings)[] {
  return (['actif', 'est_accueil', 'image_url', 'blocks_config'] as const).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** Adds a row unless nothing changed (a PUT that repeats the current state leaves no trace). */
export async function recordChange(tx: Transaction, entry: { slug: string; actor: Actor; kind: HistoryKind; before: LandingThemeSettings; after: LandingThemeSettings; restoredFrom?: string | null; at: Date }): Promise<void> {
  if (changedFields(entry.before, entry.after).length === 0) return;
  await tx.insert(landingThemeHistory).values({
    slug: entry.slug,
    changedAt: entry.at,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    kind: entry.kind,
    restoredFrom: entry.restoredFrom ?? null,
    before: entry.before,
    after: entry.after,
  });
}

const settingsShape = z.strictObject({
  image_url: z.string().nullable(),
  actif: z.boolean(),
  est_accueil: z.boolean(),
  blocks_config: z.strictObject({ blocks: z.array(z.strictObject({ id: z.string(), enabled: z.boolean() })) }),
});
export const historyEntry = z.strictObject({
  id: z.string(),
  slug: z.string(),
  changed_at: z.string(),
  changed_by: z.string(),
  kind: z.enum(['update', 'restore', 'main_moved', 'sync']),
  restored_from: z.string().nullable(),
  changed: z.array(z.enum(['actif', 'est_accueil', 'image_url', 'blocks_config'])),
  before: settingsShape,
  after: settingsShape,
  // An uploaded photo is named by what it shows, not by its file (issue 39).
  image_alts: z
    .record(z.string(), z.strictObject({ alt: z.string().nullable(), alt_en: z.string().nullable() }))
    .describe('What each uploaded image of `before`/`after` shows (its alt text), by its `image_url`; absent when not described'),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** The last 50 changes of a theme, newest first (a 404 for an unknown theme). */
export async function themeHistory(db: DbOrTx, slug: string): Promise<HistoryEntry[]> {
  const [theme] = await db.select({ slug: landingThemes.slug }).from(landingThemes).where(eq(landingThemes.slug, slug));
  if (!theme) throw new AppError('landing_theme_not_found');
  const rows = await db.select().from(landingThemeHistory).where(eq(landingThemeHistory.slug, slug)).orderBy(desc(landingThemeHistory.changedAt), desc(landingThemeHistory.id)).limit(50);
  const urls = [...new Set(rows.flatMap((r) => [r.before.image_url, r.after.image_url]).filter((u): u is string => Boolean(u)))];
  const names = urls.map((u) => u.split('/').pop()!);
  const described = names.length ? await db.select({ name: landingImages.name, alt: landingImages.alt, altEn: landingImages.altEn }).from(landingImages).where(inArray(landingImages.name, names)) : [];
  const byName = new Map(described.filter((d) => d.alt || d.altEn).map((d) => [d.name, { alt: d.alt, alt_en: d.altEn }]));
  const altsOf = (row: (typeof rows)[number]) =>
    Object.fromEntries([row.before.image_url, row.after.image_url].flatMap((u) => (u && byName.has(u.split('/').pop()!) ? [[u, byName.get(u.split('/').pop()!)!]] : [])));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    changed_at: row.changedAt.toISOString(),
    changed_by: row.actorName,
    kind: row.kind as HistoryKind,
    restored_from: row.restoredFrom,
    changed: changedFields(row.before, row.after),
    before: row.before,
    after: row.after,
    image_alts: altsOf(row),
  }));
}
