/**
 * Everything /candidature renders (decision 046): the form's data in the page's language
 * (application-page-data.ts) and, for a signed-in person with neither a membership nor an
 * application waiting for payment, their last refused or withdrawn application (decision 025),
 * or the paid membership that ended (decisions 057, 058), which the page mentions above a fresh form.
 */
import type { Lang } from '#i18n/lang.ts';
import { getDb } from '#server/platform/db/client.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { applicationPageData } from './application-page-data.ts';
import { getClosedApplication } from './get-closed-application.ts';
import { getEndedMembership } from './get-ended-membership.ts';

export type ApplicationFormPage = Awaited<ReturnType<typeof applicationPageData>> & {
  closed: Awaited<ReturnType<typeof getClosedApplication>>;
  ended: Awaited<ReturnType<typeof getEndedMembership>>;
};

export async function loadApplicationFormPage(user: SessionUser | null, lang: Lang, query: URLSearchParams): Promise<ApplicationFormPage> {
  const db = await getDb();
  const data = await applicationPageData(db, user, lang, query);
  const closed = user && !data.pending && !data.member ? await getClosedApplication(db, user.id) : null;
  const ended = user && !data.pending && !data.member && !closed ? await getEndedMembership(db, user.id) : null;
  return { ...data, closed, ended };
}
