/**
 * Everything the staff's page of one application (/admin/candidatures/{id}) renders (decision
 * 046): the application with its payment, invoices and credit notes, its timeline, and the names
 * of the landings it may have come from. An unknown id is null (the not-found page).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { getApplication, type ApplicationDetail } from './get-application.ts';
import { applicationTimeline, type TimelineEntry } from './application-timeline.ts';
import { landingSourceNames } from './landing-source-names.ts';

export interface ApplicationPage {
  application: ApplicationDetail;
  timeline: TimelineEntry[];
  sourceName: (source: string) => string;
}

export async function loadApplicationPage(id: string, lang: Lang): Promise<ApplicationPage | null> {
  const db = await getDb();
  let application: ApplicationDetail;
  try {
    application = await getApplication(db, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'candidature_not_found') return null;
    throw error;
  }
  const timeline = await applicationTimeline(db, application.id);
  const sourceName = await landingSourceNames(db, lang);
  return { application, timeline, sourceName };
}
