/**
 * Landing themes (spec "Landing theme", decision 007). Content comes from the files in
 * landing-themes/ (`npm run landings:sync`); admins change only image, status, order and
 * blocks_config. The baked documents are stored here so every instance serves the same bytes.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

export interface LandingBlockConfig {
  blocks: { id: string; enabled: boolean }[];
}

/** Colours of a theme (`#rrggbb`), from its JSON file. */
export interface LandingPalette {
  accent: string;
  accent_ink: string;
  surface: string;
  ink: string;
}

export const landingThemes = pgTable(
  'landing_themes',
  {
    slug: text('slug').primaryKey(),
    /** The theme's HTML file as it is (French blocks): prioritary over every other text field. */
    rawHtml: text('raw_html').notNull(),
    /** The same blocks with the English texts of the JSON file. */
    rawHtmlEn: text('raw_html_en').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
    imageAltEn: text('image_alt_en').notNull().default(''),
    palette: jsonb('palette').$type<LandingPalette>().notNull(),
    /** Name (in landing_images) of the photo shipped with the theme files: used while image_url is null. */
    defaultImage: text('default_image'),
    /** Set by an admin with a path returned by POST /api/admin-landing-upload; null = the theme's own photo. */
    imageUrl: text('image_url'),
    actif: boolean('actif').notNull().default(true),
    ordre: integer('ordre').notNull().default(0),
    estAccueil: boolean('est_accueil').notNull().default(false),
    blocksConfig: jsonb('blocks_config').$type<LandingBlockConfig>().notNull(),
    /** SHA-256 of the theme's files (HTML, JSON, photo): "changed" is decided by content, not time. */
    sourceFingerprint: text('source_fingerprint').notNull(),
    /** SHA-256 of the file's own blocks_config: it replaces the stored one only when it changes. */
    fileBlocksFingerprint: text('file_blocks_fingerprint').notNull(),
    /** Generated: the blocks fragment (no document) and the complete documents, never edited by hand. */
    htmlContent: text('html_content'),
    htmlContentEn: text('html_content_en'),
    htmlBaked: text('html_baked'),
    htmlBakedEn: text('html_baked_en'),
    bakedAt: timestamp('baked_at', { withTimezone: true }),
    /** What the stored bake was made from: a different value means it must be baked again. */
    bakedSourceFingerprint: text('baked_source_fingerprint'),
    bakedSharedFingerprint: text('baked_shared_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one main theme, enforced by the database (spec: "at most 1 at a time").
    uniqueIndex('landing_themes_one_main').on(t.estAccueil).where(sql`${t.estAccueil}`),
    index('landing_themes_ordre_idx').on(t.ordre, t.slug),
  ],
);

/** Images of the landings, stored through fileStorage() under `landings/<name>`, served at /landing-assets/<name>. */
export const landingImages = pgTable('landing_images', {
  /** Content-derived file name (`<32 hex>.webp`), so a URL never changes meaning: served immutable. */
  name: text('name').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** A narrower copy for phones (srcset), or null when the image is already narrow. */
  smallName: text('small_name'),
  smallWidth: integer('small_width'),
  /** `upload` (an admin) or `theme` (a photo shipped with the theme files). */
  source: text('source').notNull(),
  /**
   * What an uploaded photo shows, in French and English (its alt text on the pages that use it).
   * Null for a theme's own photo (the theme's JSON file describes it) and for an upload sent
   * without a description: the photo is then marked decorative rather than described wrongly.
   */
  alt: text('alt'),
  altEn: text('alt_en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Page views of the landings per theme, language and day (APP_TIMEZONE), counted on the server
 * (decision 029): no cookie, no address, no user agent; only these counts are kept. Each instance
 * adds its own in-memory counts in batches (`views = views + excluded.views`).
 */
export const landingViews = pgTable(
  'landing_views',
  {
    slug: text('slug').notNull(),
    /** fr | en */
    lang: text('lang').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.day, t.lang] })],
);

/**
 * The landing funnel's applications of erased accounts (decision 026): counted here, with no link
 * to anyone, before erasure deletes the application or blanks its `source`, so the funnel's
 * figures do not drop when a member leaves. `day`: the application's day (APP_TIMEZONE).
 */
export const landingErasedApplications = pgTable(
  'landing_erased_applications',
  {
    slug: text('slug').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    applications: integer('applications').notNull(),
    /** Of them, those whose deposit was paid at the erasure. */
    paid: integer('paid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.day] })],
);

/** The settings an admin can change on a theme, as the history keeps them. */
export interface LandingThemeSettings {
  image_url: string | null;
  actif: boolean;
  est_accueil: boolean;
  blocks_config: LandingBlockConfig;
}

/**
 * Every change to a theme's settings (decision 029): who, when, the state before and after.
 * Any `before` can be restored. The actor's name is copied: the history outlives the account.
 */
export const landingThemeHistory = pgTable(
  'landing_theme_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug')
      .notNull()
      .references(() => landingThemes.slug, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** update | restore | main_moved (another theme became the main one) | sync (the files changed a setting) */
    kind: text('kind').notNull(),
    restoredFrom: uuid('restored_from'),
    before: jsonb('before').$type<LandingThemeSettings>().notNull(),
    after: jsonb('after').$type<LandingThemeSettings>().notNull(),
  },
  (t) => [index('landing_theme_history_slug_idx').on(t.slug, t.changedAt)],
);
