/**
 * Everything the collaboration board (/collaborations) renders for a member (decision 046), from
 * the same domain functions the API uses: the open requests, the member's own, and their matches.
 */
import { getDb } from '#server/platform/db/client.ts';
import { listRequests, type RequestView } from './requests.ts';
import { listMatches, type MatchView } from './matches.ts';

export interface BoardPage {
  board: RequestView[];
  mine: RequestView[];
  matches: MatchView[];
}

export async function loadBoardPage(userId: string): Promise<BoardPage> {
  const db = await getDb();
  const [board, mine, matches] = await Promise.all([
    listRequests(db, userId, { limit: 50 }),
    listRequests(db, userId, { mine: '1', limit: 100 }),
    listMatches(db, userId),
  ]);
  return { board, mine, matches };
}
