/**
 * Pure helpers for the benchmark: latency percentiles from raw samples and the text tables.
 * Percentiles use the nearest-rank method on every recorded response time (not autocannon's
 * bucketed summary), so p95 is exact for the samples we have.
 */

export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of ascending-sorted values: the smallest value with ≥ p % at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0]!;
  if (p >= 100) return sorted[sorted.length - 1]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)]!;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const values = Array.from(sorted);
  const total = values.reduce((sum, v) => sum + v, 0);
  return {
    count: values.length,
    mean: values.length ? total / values.length : Number.NaN,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p97_5: percentile(values, 97.5),
    p99: percentile(values, 99),
    max: values.length ? values[values.length - 1]! : Number.NaN,
  };
}

/** app / bare as "0.23×"; NaN-safe so a failed run still prints. */
export function ratio(app: number, bare: number): string {
  if (!Number.isFinite(app) || !Number.isFinite(bare) || bare === 0) return 'n/a';
  return `${(app / bare).toFixed(2)}×`;
}

export function fmt(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** A plain aligned text table (also valid Markdown), first row is the header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const separator = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(rows[0]!), separator, ...rows.slice(1).map(line)].join('\n');
}
