/** GET /api/cards/{id-or-slug}: one card with its whole guide, localized, and the caller's action. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { actions } from '#db/schema.ts';
import { domainLabel } from '../levels/domains.ts';
import { findCard } from './find-card.ts';
import { cardSummary, cardTitle } from './card-text.ts';
import { localizeCard } from './localize-card.ts';
import { serializeAction } from '../actions/serialize-action.ts';
import { metricWords } from '../impact/card-questions.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { cardResponse } from './card-responses.ts';

type CardAnswer = ResponseOf<typeof cardResponse>;

export async function getCard(db: DbOrTx, userId: string, idOrSlug: string, lang: Lang) {
  const card = await findCard(db, idOrSlug);
  const [action] = await db
    .select()
    .from(actions)
    .where(and(eq(actions.cardId, card.id), eq(actions.userId, userId)))
    .limit(1);
  // The guide and the texts are data checked when the card file is imported (card-file-schema.ts).
  const guide = card.guide as Record<string, unknown>;
  return {
    id: card.id,
    slug: card.slug,
    title: cardTitle(card, lang),
    summary: cardSummary(card, lang),
    domain: card.domain,
    domain_label: domainLabel(card.domain, lang),
    guide: localizeCard(
      {
        // The spec attaches a card to its domain by `guide.domain`; `domain` above stays for the islands.
        domain: card.domain,
        renseignements: guide.renseignements ?? { fields: [] },
        checklist: guide.checklist ?? [],
        objectif: guide.objectif ?? null,
        mesure: answeredMesure(guide.mesure, lang),
      } as CardAnswer['guide'],
      lang,
    ),
    comment_faire_par_etape: localizeCard((card.commentFaireParEtape ?? []) as CardAnswer['comment_faire_par_etape'], lang),
    exemples_concrets: localizeCard((card.exemplesConcrets ?? []) as CardAnswer['exemples_concrets'], lang),
    action: action ? serializeAction(action, card, lang) : null,
  } satisfies CardAnswer;
}

/**
 * Cards not migrated may list legacy indicateurs by name only (spec, card guide: `mesure.indicateurs`);
 * the answer gives every indicateur one shape, labelled as the impact form labels it.
 */
function answeredMesure(mesure: unknown, lang: Lang): unknown {
  if (!mesure || typeof mesure !== 'object') return null;
  const { indicateurs, ...rest } = mesure as Record<string, unknown>;
  if (!Array.isArray(indicateurs)) return mesure;
  return { ...rest, indicateurs: indicateurs.map((entry) => (typeof entry === 'string' ? { metric: entry, label: metricWords(entry, lang) } : entry)) };
}
