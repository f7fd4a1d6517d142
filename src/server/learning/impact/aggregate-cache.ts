/**
 * Totals of the social-proof aggregate per card and metric, cached in process without a TTL. A
 * post or deletion of readings drops the entry on every instance (`aggregate:<card>|<metric>` on
 * the change feed, sent after its commit); a change to any account drops them all (first names in
 * the samples, the choice to be named in them, deleted accounts). Used only while the change feed is live.
 */
import { feedIsLive, publishChange, subscribe } from '#server/platform/db/change-feed.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { logger } from '#server/platform/log.ts';
import { errorCodes } from '#server/platform/db/errors.ts';

export interface AggregateTotals {
  count: number;
  /** Exact numeric sum of the contributors' percents, as PostgreSQL text. */
  sum: string;
  /**
   * The newest MAX_SAMPLES + 1 contributions of artisans who chose to be shown (decision 055),
   * so MAX_SAMPLES remain without the caller's.
   */
  samples: { user_id: string; name: string; before: number; after: number; pct: number | string }[];
}

const MAX_ENTRIES = 5_000;

const entries = new Map<string, { totals: Promise<AggregateTotals> }>();
const keyOf = (cardId: string, metric: string) => `${cardId}|${metric}`;

export async function cachedTotals(cardId: string, metric: string, load: () => Promise<AggregateTotals>): Promise<AggregateTotals> {
  const key = keyOf(cardId, metric);
  if (!feedIsLive()) return load();
  const hit = entries.get(key);
  if (hit) return hit.totals;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  // The promise is cached, so concurrent first requests share one query.
  const totals = load();
  entries.set(key, { totals });
  totals.catch(() => entries.get(key)?.totals === totals && entries.delete(key));
  return totals;
}

/** Drops every cached total of this instance (an artisan's answer about being shown: decision 055). */
export function forgetAllTotals(): void {
  entries.clear();
}

subscribe('aggregate', (key) => entries.delete(key), () => entries.clear());
subscribe('user', () => entries.clear(), () => entries.clear());

/** After the commit that changed readings of this metric: every instance drops its totals. */
export async function invalidateAggregate(db: DbOrTx, cardId: string, metric: string): Promise<void> {
  // The readings are committed: a failed NOTIFY must not turn the post into an error (a retry
  // would post twice). Other instances then catch up when their LISTEN reconnects and resets.
  await publishChange(db, 'aggregate', keyOf(cardId, metric)).catch((error) =>
    logger.warn(`aggregate: change not announced (${errorCodes(error).join(', ') || 'error'})`),
  );
}
