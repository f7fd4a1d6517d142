/**
 * The core tables: users and their sessions, cards, actions, parcours and impact readings.
 * db/schema.ts gathers every domain's file for drizzle-kit and the code.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ActionChecklist, ActionData, CardEnrichment, CardGuide, Translations } from './jsonb-shapes.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** admin | responsable | client_essentiel | client_premium; null for a prospect. */
    role: text('role'),
    lang: text('lang').notNull().default('fr'),
    isTestAccount: boolean('is_test_account').notNull().default(false),
    googleSub: text('google_sub'),
    brand: text('brand').notNull().default(''),
    trade: text('trade').notNull().default(''),
    bio: text('bio').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    portfolioLinks: jsonb('portfolio_links').$type<string[]>().notNull().default([]),
    /** Impact reminder emails; turned off by the unsubscribe link. */
    emailReminders: boolean('email_reminders').notNull().default(true),
    /** Named in other artisans' impact samples (decisions §5, decision 055): off until they say yes. */
    showInSamples: boolean('show_in_samples').notNull().default(false),
    /** When the artisan last answered that question (null: never asked, or never answered). */
    showInSamplesAt: timestamp('show_in_samples_at', { withTimezone: true }),
    /** Set when the account was erased (decision 026): the row stays as an anonymous tombstone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
  ],
);

/** One row per issued JWT (its `jti`): revocation is deleting or stamping the row. */
/** A user's row as the code reads it (the session's user). */
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const magicLinkTokens = pgTable('magic_link_tokens', {
  /** SHA-256 of the token: the token itself only ever exists in the email. */
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * An address change waiting for its confirmation (decision 061): at most one a user (a newer
 * request replaces it). The address changes only when the link sent to `new_email` is used.
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  /** SHA-256 of the link's token: the token itself only ever exists in the email. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** When the last link was sent (the « send it again » button waits a minute between two). */
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const cards = pgTable('cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  domain: text('domain'),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** checklist, renseignements, objectif, mesure: refreshed from seeds/cards. */
  guide: jsonb('guide').$type<CardGuide>().notNull(),
  /** { en: { title, summary, guide-overrides } } */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  /** Enrichment maintained separately: a catalogue refresh never overwrites these two. */
  commentFaireParEtape: jsonb('comment_faire_par_etape').$type<CardEnrichment>(),
  exemplesConcrets: jsonb('exemples_concrets').$type<CardEnrichment>(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const actions = pgTable(
  'actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('en_cours'),
    data: jsonb('data').$type<ActionData>().notNull().default({}),
    checklist: jsonb('checklist').$type<ActionChecklist>().notNull().default({}),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('actions_user_card_unique').on(t.userId, t.cardId)],
);

export const parcours = pgTable('parcours', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  /** Card slugs in order. */
  cardSlugs: jsonb('card_slugs').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userParcours = pgTable(
  'user_parcours',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parcoursId: text('parcours_id')
      .notNull()
      .references(() => parcours.id, { onDelete: 'cascade' }),
    /** actif | termine */
    status: text('status').notNull().default('actif'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.parcoursId] })],
);

export const impactReadings = pgTable(
  'impact_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('impact_readings_unique').on(t.userId, t.cardId, t.metric, t.date),
    index('impact_readings_card_metric_idx').on(t.cardId, t.metric, t.userId, t.date),
    // Deleting an action (or its user) cascades here: without it each action scans every reading.
    index('impact_readings_action_idx').on(t.actionId),
  ],
);

/** One due date per action and metric (replaces the old per-action next-impact field). */
export const impactSchedule = pgTable(
  'impact_schedule',
  {
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    nextAt: date('next_at', { mode: 'string' }).notNull(),
    followupDays: integer('followup_days').notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Claim-then-send: a run stamps the rows it will mail so no other run takes them. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimToken: text('claim_token'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Summary of the series (user, card, metric), rewritten with every post in the same
     * transaction, so the social-proof aggregate reads one row per artisan instead of every
     * reading. `pct` is null unless the series contributes (≥ 2 dates and a non-zero first value).
     * Two covering indexes on these columns are created in SQL (migration 0001_series_summary).
     */
    readingsCount: integer('readings_count').notNull().default(0),
    firstDate: date('first_date', { mode: 'string' }),
    firstValue: doublePrecision('first_value'),
    lastDate: date('last_date', { mode: 'string' }),
    lastValue: doublePrecision('last_value'),
    pct: numeric('pct'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.actionId, t.metric] }),
    index('impact_schedule_due_idx').on(t.nextAt).where(sql`${t.reminderSentAt} is null`),
    index('impact_schedule_user_idx').on(t.userId),
  ],
);
