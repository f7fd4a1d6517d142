/**
 * Totals of the social-proof aggregate per card and metric, cached in process. A post of readings
 * drops the entry at once (invalidateAggregate), so one instance always answers fresh figures;
 * with several instances another instance's post shows after at most AGGREGATE_TTL_MS.
 */
export interface AggregateTotals {
  count: number;
  /** Exact numeric sum of the contributors' percents, as PostgreSQL text. */
  sum: string;
  /** The newest MAX_SAMPLES + 1 contributions, so MAX_SAMPLES remain without the caller's. */
  samples: { user_id: string; name: string; before: number; after: number; pct: number | string }[];
}

export const AGGREGATE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

const entries = new Map<string, { at: number; totals: Promise<AggregateTotals> }>();
const keyOf = (cardId: string, metric: string) => `${cardId}|${metric}`;

export async function cachedTotals(cardId: string, metric: string, load: () => Promise<AggregateTotals>): Promise<AggregateTotals> {
  const key = keyOf(cardId, metric);
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < AGGREGATE_TTL_MS) return hit.totals;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  // The promise is cached, so concurrent first requests share one query.
  const totals = load();
  entries.set(key, { at: Date.now(), totals });
  totals.catch(() => entries.get(key)?.totals === totals && entries.delete(key));
  return totals;
}

export function invalidateAggregate(cardId: string, metric: string): void {
  entries.delete(keyOf(cardId, metric));
}
