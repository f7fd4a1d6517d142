/**
 * Everything /nouveautes renders for a member (decision 046): every published update, or for the
 * staff (who also publish and delete there) every update, with today's date in APP_TIMEZONE for
 * the publishing form.
 */
import { getDb } from '#server/platform/db/client.ts';
import { env } from '#src/env.ts';
import { today } from '#server/platform/dates.ts';
import { listSiteUpdates, type SiteUpdate } from './site-updates.ts';

export interface SiteUpdatesPage {
  updates: SiteUpdate[];
  today: string;
}

export async function loadSiteUpdatesPage(options: { staff: boolean }): Promise<SiteUpdatesPage> {
  const updates = await listSiteUpdates(await getDb(), { limit: 100, scope: options.staff ? 'all' : 'published' });
  return { updates, today: today(env().APP_TIMEZONE) };
}
