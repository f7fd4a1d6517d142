/**
 * Everything /fiches/{slug} renders (decision 046): for a member the whole card in the page's
 * language; for anyone else only its title and the deposit an accepted application waits for
 * (null: the way to apply). An unknown card is null (the not-found page).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { isMember } from '#server/identity/roles.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { findCard } from './find-card.ts';
import { getCard } from './get-card.ts';
import { cardTitle } from './card-text.ts';
import { readNotYetMember, type NotYetMemberState } from '#server/money/applications/read-not-yet-member.ts';

export type CardPage =
  | { member: true; title: string; card: Awaited<ReturnType<typeof getCard>> }
  | { member: false; title: string } & NotYetMemberState;

export async function loadCardPage(user: SessionUser, slug: string, lang: Lang): Promise<CardPage | null> {
  const db = await getDb();
  try {
    if (isMember(user.role)) {
      const card = await getCard(db, user.id, slug, lang);
      return { member: true, title: card.title, card };
    }
    const title = cardTitle(await findCard(db, slug), lang);
    return { member: false, title, ...(await readNotYetMember(db, user.id)) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'card_not_found') return null;
    throw error;
  }
}
