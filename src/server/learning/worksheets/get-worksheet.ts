/**
 * GET /api/cards/{card_id}/worksheet/{item_id} (decision 008): what the printable sheet of a
 * checklist item with `printable_worksheet` holds, in the caller's language. The `bilan` sheet
 * carries the caller's own first and latest readings of the card's measures when there are some.
 */
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { impactReadings } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { findCard } from '../cards/find-card.ts';
import { cardTitle } from '../cards/card-text.ts';
import { localizeCard } from '../cards/localize-card.ts';
import { domainLabel } from '../levels/domains.ts';
import { cardMetrics, type MetricQuestion } from '../impact/card-questions.ts';
import type { Lang } from '#i18n/lang.ts';

/** `?lang=` lets a page ask for its own language; the account's language otherwise. */
export const worksheetQuery = z.strictObject({ lang: z.enum(['fr', 'en']).optional() });

export type WorksheetSection = 'observation' | 'bilan';

export interface Reading {
  date: string;
  value: number;
}

export interface WorksheetData {
  lang: Lang;
  cardSlug: string;
  cardTitle: string;
  domainLabel: string | null;
  item: { id: string; label: string; detail: string | null };
  section: WorksheetSection;
  objective: string | null;
  measures: (MetricQuestion & { first: Reading | null; last: Reading | null })[];
}

interface ChecklistItem {
  id: string;
  label: string;
  detail?: string;
  printable_worksheet?: boolean;
  worksheet_section?: WorksheetSection;
}

export async function getWorksheet(db: DbOrTx, userId: string, cardRef: string, itemId: string, lang: Lang): Promise<WorksheetData> {
  const card = await findCard(db, cardRef);
  const guide = localizeCard(card.guide as { checklist?: ChecklistItem[]; objectif?: { label?: string } }, lang);
  const item = (guide.checklist ?? []).find((i) => i.id === itemId);
  if (!item?.printable_worksheet) throw new AppError('worksheet_not_found', { details: { card_id: card.id, item_id: itemId } });
  const section: WorksheetSection = item.worksheet_section === 'bilan' ? 'bilan' : 'observation';

  let measures: WorksheetData['measures'] = [];
  if (section === 'bilan') {
    const readings = await db
      .select({ metric: impactReadings.metric, date: impactReadings.date, value: impactReadings.value })
      .from(impactReadings)
      .where(and(eq(impactReadings.userId, userId), eq(impactReadings.cardId, card.id)))
      .orderBy(asc(impactReadings.date));
    measures = cardMetrics(card.guide, lang).questions.map((question) => {
      const own = readings.filter((r) => r.metric === question.metric);
      return { ...question, first: own[0] ?? null, last: own.length > 1 ? own[own.length - 1]! : null };
    });
  }
  return {
    lang,
    cardSlug: card.slug,
    cardTitle: cardTitle(card, lang),
    domainLabel: domainLabel(card.domain, lang),
    item: { id: item.id, label: item.label, detail: item.detail ?? null },
    section,
    objective: guide.objectif?.label ?? null,
    measures,
  };
}
