/**
 * An erased member's applications stay in the landing funnel (decisions 026 and 029): erasure
 * deletes the unpaid ones and blanks the `source` of the paid ones it keeps, so before it does,
 * their counts per theme and day go to `landing_erased_applications` — numbers with no link to
 * anyone. The funnel adds them to the live rows' counts.
 */
import { sql } from 'drizzle-orm';
import { env } from '#src/env.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';

/** Inside the erasure's transaction, before its applications change. */
export async function keepFunnelCounts(tx: DbOrTx, userId: string): Promise<void> {
  const zone = env().APP_TIMEZONE;
  await tx.execute(sql`insert into landing_erased_applications (slug, day, applications, paid)
    select source, (created_at at time zone ${zone})::date, count(*)::int, (count(*) filter (where payment_status = 'paye'))::int
    from applications where user_id = ${userId} and source is not null
    group by 1, 2
    on conflict (slug, day) do update set applications = landing_erased_applications.applications + excluded.applications,
                                          paid = landing_erased_applications.paid + excluded.paid`);
}
