/**
 * Everything the staff's members page (/admin/membres) renders (decision 046): the filters of the
 * address, one page of accounts and the latest role changes. Bad filter values are dropped, each
 * on its own (a wrong role keeps the search), so an old link stays usable.
 */
import { getDb } from '#server/platform/db/client.ts';
import { listMembers, listMembersQuery, type ListMembersQuery } from './list-members.ts';
import { roleHistory } from './role-history.ts';

export const MEMBERS_PAGE_SIZE = 25;
const HISTORY_SIZE = 20;

/** The filters of the address, each bad value dropped on its own (pure). */
export function readMembersFilters(params: URLSearchParams): ListMembersQuery {
  const raw = Object.fromEntries(['q', 'role', 'offset'].flatMap((k) => {
    const v = params.get(k);
    return v ? [[k, v]] : [];
  }));
  const parsed = listMembersQuery.safeParse(raw);
  const bad = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  return listMembersQuery.safeParse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)))).data ?? listMembersQuery.parse({});
}

export interface MembersPage {
  query: ListMembersQuery;
  pageSize: number;
  result: Awaited<ReturnType<typeof listMembers>>;
  history: Awaited<ReturnType<typeof roleHistory>>;
}

export async function loadMembersPage(params: URLSearchParams): Promise<MembersPage> {
  const query = readMembersFilters(params);
  const db = await getDb();
  const [result, history] = await Promise.all([
    listMembers(db, { ...query, limit: MEMBERS_PAGE_SIZE }),
    roleHistory(db, { limit: HISTORY_SIZE, offset: 0 }),
  ]);
  return { query, pageSize: MEMBERS_PAGE_SIZE, result, history };
}
