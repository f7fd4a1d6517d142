/**
 * The artisan's home ("Mon atelier", /mes-actions): everything that says what to do next, read
 * in one go for the page — levels, actions in progress with their progress, readings due (first
 * readings of taken cards included), the active parcours with their next card, starter cards for
 * an empty account, and every action for the table. Reuses the API's domain functions.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';
import { actions, cards } from '#db/schema.ts';
import { env } from '#src/env.ts';
import { getLevels } from '#server/learning/levels/get-levels.ts';
import { domainLabel } from '#server/learning/levels/domains.ts';
import { pickStarters } from './pick-starters.ts';
import { serializeAction } from '#server/learning/actions/serialize-action.ts';
import { cardSummary, cardTitle } from '#server/learning/cards/card-text.ts';
import { listDue, type DueItem } from '#server/learning/impact/list-due.ts';
import { cardMetrics } from '#server/learning/impact/card-questions.ts';
import { today } from '#server/platform/dates.ts';
import { getParcours, listParcours } from '#server/learning/parcours/parcours-view.ts';
import { isComplete, missingForCompletion, type ChecklistSpec, type CompletenessField } from '#server/learning/actions/action-completeness.ts';
import type { Lang } from '#i18n/lang.ts';

export interface HomeDue extends DueItem {
  /** The card's first reading (its "before" value): `next_at` is then the day the card was taken. */
  first: boolean;
}

type Guide = { renseignements?: { fields?: CompletenessField[] | null } | null; checklist?: ChecklistSpec[] | null };

/**
 * The home page's progress of an action, by the rule the API applies when it is finished
 * (action-completeness.ts). An untouched yes/no question counts as "no", as the card's form sends
 * it; a ticked proof item had its document when it was ticked.
 */
function homeProgress(guide: Guide, data: Record<string, unknown>, checklist: Record<string, boolean>, lang: Lang) {
  const fields = guide.renseignements?.fields ?? [];
  const items = guide.checklist ?? [];
  const answers = { ...Object.fromEntries(fields.filter((f) => f.type === 'boolean').map((f) => [f.key, false])), ...data };
  const ticked = items.filter((item) => checklist[item.id] === true).map((item) => item.id);
  const missing = missingForCompletion(fields, items, { data: answers, checklist, proofs: new Set(ticked) }, lang);
  return { steps: { done: ticked.length, total: items.length }, requiredLeft: missing.fields.length, canFinish: isComplete(missing) };
}

export async function getHome(db: DbOrTx, user: { id: string }, lang: Lang, options: { now?: Date; timeZone?: string } = {}) {
  const timeZone = options.timeZone ?? env().APP_TIMEZONE;
  const now = options.now ?? new Date();
  const [levels, rows, due, parcours, measured] = await Promise.all([
    getLevels(db, user.id, lang),
    // Only the card columns used here (not the enrichment texts, which can be long).
    db
      .select({ action: actions, card: { id: cards.id, slug: cards.slug, title: cards.title, translations: cards.translations, domain: cards.domain, guide: cards.guide } })
      .from(actions)
      .innerJoin(cards, eq(cards.id, actions.cardId))
      .where(eq(actions.userId, user.id))
      .orderBy(desc(actions.updatedAt), desc(actions.createdAt)),
    listDue(db, user.id, { lang, now, timeZone }),
    listParcours(db, user.id, lang),
    queryRows<{ card_id: string }>(db, sql`select distinct card_id from impact_readings where user_id = ${user.id}`),
  ]);

  const inProgress = rows
    .filter((r) => r.action.status === 'en_cours')
    .map(({ action, card }) => {
      const progress = homeProgress(card.guide as Guide, action.data as Record<string, unknown>, action.checklist, lang);
      return {
        card_id: card.id,
        slug: card.slug,
        title: cardTitle(card, lang),
        domain: card.domain,
        domain_label: domainLabel(card.domain, lang),
        updated_at: action.updatedAt.toISOString(),
        steps: progress.steps,
        required_left: progress.requiredLeft,
        can_finish: progress.canFinish,
      };
    });

  // A taken card that asks for measures and has none yet: its first reading is due now.
  const withReadings = new Set(measured.map((m) => m.card_id));
  const firsts: HomeDue[] = [];
  for (const { action, card } of [...rows].reverse()) {
    const metrics = cardMetrics(card.guide, lang);
    if (metrics.open || metrics.questions.length === 0 || withReadings.has(card.id)) continue;
    const question = metrics.questions.find((q) => q.metric === metrics.defaultMetric) ?? metrics.questions[0]!;
    firsts.push({ card_id: card.id, card_slug: card.slug, card_title: cardTitle(card, lang), metric: question.metric, label: question.label, next_at: today(timeZone, action.createdAt), first: true });
  }

  const active = parcours.filter((p) => p.status === 'actif');
  const activeParcours = await Promise.all(
    active.map(async (p) => {
      const detail = await getParcours(db, user.id, p.id, lang);
      const next = detail.cards.find((c) => c.status !== 'validee') ?? null;
      return { id: p.id, title: p.title, progress: detail.progress, next };
    }),
  );

  return {
    levels,
    in_progress: inProgress,
    done_count: rows.filter((r) => r.action.status === 'validee').length,
    due: [...firsts, ...due.map((d) => ({ ...d, first: false }))],
    today: today(timeZone, now),
    parcours: { active: activeParcours, any: parcours.length > 0 },
    starters: rows.length === 0 ? await starterCards(db, lang) : [],
    // The table needs no answers: only what it shows (keeps the page and its island props small).
    actions: rows.map((r) => {
      const a = serializeAction(r.action, r.card, lang);
      return { id: a.id, card_slug: a.card_slug, card_title: a.card_title, domain: a.domain, status: a.status, updated_at: a.updated_at };
    }),
  };
}

/** One card per domain that can be finished in one session (pick-starters.ts): the home promises it. */
async function starterCards(db: DbOrTx, lang: Lang) {
  const all = await db.select().from(cards).orderBy(asc(cards.position), asc(cards.slug));
  return pickStarters(all).map((c) => ({ id: c.id, slug: c.slug, title: cardTitle(c, lang), summary: cardSummary(c, lang), domain: c.domain, domain_label: domainLabel(c.domain, lang) }));
}

export type HomeView = Awaited<ReturnType<typeof getHome>>;
