/**
 * The frame's one read (decision 046): the accepted application of a signed-in person that waits
 * for its deposit, for the reminder the layout shows on every page. Not on the application pages
 * themselves (`/candidature…`), which show the payment already. Never breaks the page it sits on:
 * a failed read is logged and shows no reminder.
 */
import { getDb } from '#server/platform/db/client.ts';
import { errorLine, logger } from '#server/platform/log.ts';
import { getPendingApplication, type PendingApplication } from './get-pending-application.ts';

export async function loadPaymentReminder(user: { id: string } | null, pathname: string): Promise<PendingApplication> {
  if (!user || pathname.startsWith('/candidature')) return null;
  try {
    return await getPendingApplication(await getDb(), user.id);
  } catch (error) {
    logger.warn(`pending-payment banner skipped: ${errorLine(error)}`);
    return null;
  }
}
