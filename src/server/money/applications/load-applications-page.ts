/**
 * Everything the staff's list of applications (/admin/candidatures) renders (decision 046): the
 * filters of the address (unknown or bad values are dropped rather than answered with an error:
 * an old link stays usable), one page of applications and the names of the landings they came from.
 */
import { getDb } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import { listApplications, listApplicationsQuery, type ListApplicationsQuery } from './list-applications.ts';
import { landingSourceNames } from './landing-source-names.ts';

export const APPLICATIONS_PAGE_SIZE = 25;

export interface ApplicationsPage {
  query: ListApplicationsQuery;
  pageSize: number;
  result: Awaited<ReturnType<typeof listApplications>>;
  /** A landing's slug as its title in the page's language (the slug itself when unknown). */
  sourceName: (source: string) => string;
}

export async function loadApplicationsPage(lang: Lang, params: URLSearchParams): Promise<ApplicationsPage> {
  const raw = Object.fromEntries(['q', 'payment_status', 'balance_status', 'status', 'offset'].flatMap((k) => {
    const v = params.get(k);
    return v ? [[k, v]] : [];
  }));
  const parsed = listApplicationsQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : listApplicationsQuery.parse({});
  const db = await getDb();
  const sourceName = await landingSourceNames(db, lang);
  const result = await listApplications(db, { ...query, limit: APPLICATIONS_PAGE_SIZE });
  return { query, pageSize: APPLICATIONS_PAGE_SIZE, result, sourceName };
}
