/**
 * Everything /catalogue renders (decision 046): the filters of the address (unknown values are
 * ignored: all cards, rather than a failed page) and, for a member, the cards in the page's
 * language; anyone else gets the deposit an accepted application waits for (null: the way to apply).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { isMember } from '#server/identity/roles.ts';
import { listCards, listCardsQuery } from './list-cards.ts';
import { readNotYetMember, type NotYetMemberState } from '#server/money/applications/read-not-yet-member.ts';

export type CataloguePage = { domain: string; status: string } & (
  | { member: true; cards: Awaited<ReturnType<typeof listCards>> }
  | { member: false } & NotYetMemberState
);

export async function loadCataloguePage(user: SessionUser, lang: Lang, query: URLSearchParams): Promise<CataloguePage> {
  const parsed = listCardsQuery.safeParse({
    domain: query.get('domain') || undefined,
    status: query.get('status') || undefined,
  });
  const filters = parsed.success ? parsed.data : {};
  const shown = { domain: filters.domain ?? '', status: filters.status ?? '' };
  const db = await getDb();
  if (!isMember(user.role)) return { ...shown, member: false, ...(await readNotYetMember(db, user.id)) };
  return { ...shown, member: true, cards: await listCards(db, user.id, lang, filters) };
}
