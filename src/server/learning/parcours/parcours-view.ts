/**
 * Parcours as the caller sees them: cards in order with the caller's action status, progress,
 * and the status of the caller's run. A run becomes `termine` when all its cards are
 * validated; it is computed on read (and written back lazily), so it never lags the actions.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { actions, cards, parcours, userParcours } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { cardTitle } from '../cards/card-text.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { parcoursListResponse, parcoursResponse } from './parcours-responses.ts';

type ParcoursRow = typeof parcours.$inferSelect;
type RunStatus = 'actif' | 'termine' | null;

function localized(row: ParcoursRow, lang: Lang) {
  const en = (row.translations as { en?: { title?: string; description?: string } }).en;
  return {
    title: (lang === 'en' && en?.title) || row.title,
    description: (lang === 'en' && en?.description) || row.description,
  };
}

/** Everything needed to describe the parcours for one user, in three queries. */
async function context(db: DbOrTx, userId: string) {
  const [all, runs, cardRows] = await Promise.all([
    db.select().from(parcours).orderBy(asc(parcours.position), asc(parcours.id)),
    db.select().from(userParcours).where(eq(userParcours.userId, userId)),
    db
      .select({ id: cards.id, slug: cards.slug, title: cards.title, translations: cards.translations, domain: cards.domain, status: actions.status })
      .from(cards)
      .leftJoin(actions, and(eq(actions.cardId, cards.id), eq(actions.userId, userId))),
  ]);
  const bySlug = new Map(cardRows.map((c) => [c.slug, c]));
  const runOf = new Map(runs.map((r) => [r.parcoursId, r.status]));
  const describe = (row: ParcoursRow) => {
    const list = row.cardSlugs.map((slug) => bySlug.get(slug)).filter((c) => c !== undefined);
    const done = list.filter((c) => c.status === 'validee').length;
    const run = runOf.get(row.id);
    let status: RunStatus = run === 'actif' || run === 'termine' ? run : null;
    if (status === 'actif' && list.length > 0 && done === list.length) status = 'termine';
    return { row, list, done, status };
  };
  return { all, describe };
}

export type Described = ReturnType<Awaited<ReturnType<typeof context>>['describe']>;

function summary(d: Described, lang: Lang) {
  return {
    id: d.row.id,
    ...localized(d.row, lang),
    card_count: d.list.length,
    status: d.status,
    progress: { done: d.done, total: d.list.length },
  } satisfies ResponseOf<typeof parcoursListResponse>[number];
}

export async function listParcours(db: DbOrTx, userId: string, lang: Lang) {
  const { all, describe } = await context(db, userId);
  return all.map((row) => summary(describe(row), lang));
}

/** Active (started, not finished) parcours of the user, computed the same way as on read. */
export async function activeParcoursIds(db: DbOrTx, userId: string): Promise<string[]> {
  const { all, describe } = await context(db, userId);
  return all.map(describe).filter((d) => d.status === 'actif').map((d) => d.row.id);
}

export async function getParcours(db: DbOrTx, userId: string, id: string, lang: Lang) {
  const { all, describe } = await context(db, userId);
  const row = all.find((p) => p.id === id);
  if (!row) throw new AppError('parcours_not_found');
  const d = describe(row);
  const others = all.filter((p) => p.id !== id).map(describe);
  if (d.status === 'termine') {
    // Keep the stored row in step with what we show (compute on read, persist lazily).
    await db
      .update(userParcours)
      .set({ status: 'termine' })
      .where(and(eq(userParcours.userId, userId), eq(userParcours.parcoursId, id), eq(userParcours.status, 'actif')));
  }
  return {
    id: row.id,
    ...localized(row, lang),
    // the actions' status column holds en_cours or validee
    cards: d.list.map((c) => ({ id: c.id, slug: c.slug, title: cardTitle(c, lang), domain: c.domain, status: (c.status ?? null) as ResponseOf<typeof parcoursResponse>['cards'][number]['status'] })),
    progress: { done: d.done, total: d.list.length, fraction: d.list.length === 0 ? 0 : d.done / d.list.length },
    status: d.status,
    has_other_active: others.some((o) => o.status === 'actif'),
  } satisfies ResponseOf<typeof parcoursResponse>;
}

export async function parcoursExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: parcours.id }).from(parcours).where(eq(parcours.id, id)).limit(1);
  return row !== undefined;
}
