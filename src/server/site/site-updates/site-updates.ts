/**
 * Site updates, "Nouveautés / What's new" (decision 009): written by admin and responsable, read
 * by every member from their publication day on (a calendar day in APP_TIMEZONE).
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { siteUpdates, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { DAY_META, isValidYmd, today } from '#server/platform/dates.ts';
import { env } from '#src/env.ts';
import { inputMessageKeys } from '#i18n/input-message-keys.ts';
import { textField } from '#server/platform/http/text-fields.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { siteUpdateResponse } from './site-update-responses.ts';

const m = inputMessageKeys('siteUpdate');

/** The body of POST /api/site-updates; its messages are keys, worded in the caller's language when refused. */
export const siteUpdateInput = z.strictObject({
  // No control character; a title is one line (decision 050).
  title: textField({ max: 140, required: true, messages: { type: m.title, required: m.title, tooLong: () => m.title } }),
  description: textField({ max: 2000, required: true, multiline: true, messages: { type: m.description, required: m.description, tooLong: () => m.description } }),
  // Optional English version (decision 019): empty or null means none.
  title_en: textField({ max: 140, messages: { type: m.titleEn, tooLong: () => m.titleEn } }).nullable().optional(),
  description_en: textField({ max: 2000, multiline: true, messages: { type: m.descriptionEn, tooLong: () => m.descriptionEn } }).nullable().optional(),
  published_on: z
    .string({ error: m.date })
    .refine((v) => isValidYmd(v) && v >= '2000-01-01' && v <= '2100-12-31', { message: m.date, params: { described: true } }) // format + pattern state it
    .meta({ ...DAY_META, pattern: '^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description: 'Publication day, 2000-01-01 to 2100-12-31 (default today in APP_TIMEZONE)' })
    .optional(),
});

export const listSiteUpdatesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Staff only: also the entries scheduled for a later day. */
  scope: z.enum(['published', 'all']).default('published'),
});

type Row = typeof siteUpdates.$inferSelect;

function serialize(row: Row & { authorName?: string | null }, day: string) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    title_en: row.titleEn ?? null,
    description_en: row.descriptionEn ?? null,
    published_on: row.publishedOn,
    scheduled: row.publishedOn > day,
    author_name: row.authorName ?? null,
    created_at: row.createdAt,
  } satisfies ResponseOf<typeof siteUpdateResponse>;
}

export type SiteUpdate = ReturnType<typeof serialize>;
export { updateInLang } from './update-in-lang.ts';


export async function createSiteUpdate(db: DbOrTx, authorId: string, input: z.infer<typeof siteUpdateInput>) {
  const day = today(env().APP_TIMEZONE);
  const [row] = await db
    .insert(siteUpdates)
    .values({
      title: input.title,
      description: input.description,
      titleEn: input.title_en || null,
      descriptionEn: input.description_en || null,
      publishedOn: input.published_on ?? day,
      authorId,
    })
    .returning();
  return serialize(row!, day);
}

export async function listSiteUpdates(db: DbOrTx, query: { limit: number; scope: 'published' | 'all' }) {
  const day = today(env().APP_TIMEZONE);
  const rows = await db
    .select({ update: siteUpdates, authorName: users.firstName })
    .from(siteUpdates)
    .leftJoin(users, eq(users.id, siteUpdates.authorId))
    .where(query.scope === 'all' ? undefined : and(lte(siteUpdates.publishedOn, day)))
    .orderBy(desc(siteUpdates.publishedOn), desc(siteUpdates.createdAt))
    .limit(query.limit);
  return rows.map((r) => serialize({ ...r.update, authorName: r.authorName }, day));
}

export async function deleteSiteUpdate(db: DbOrTx, id: string): Promise<void> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new AppError('site_update_not_found');
  const deleted = await db.delete(siteUpdates).where(eq(siteUpdates.id, id)).returning({ id: siteUpdates.id });
  if (deleted.length === 0) throw new AppError('site_update_not_found');
}
