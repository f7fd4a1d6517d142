/**
 * POST /api/admin-landing-themes/rebake-all: every theme baked again, unconditionally, one
 * transaction per theme. Answers per theme what was baked and what failed (a failed theme keeps
 * its previous page and baked_at).
 */
import type { Database } from '#server/platform/db/client.ts';
import { bakeContext, bakeThemes, type BakeOutcome } from './bake-themes.ts';
import { refreshLandingPages } from './page-cache.ts';

export interface RebakeReport {
  ok: boolean;
  baked: string[];
  failed: { slug: string; code: string; message: string }[];
  results: BakeOutcome[];
  duration_ms: number;
}

export async function rebakeAll(db: Database): Promise<RebakeReport> {
  const started = performance.now();
  const results = await bakeThemes(db, { ctx: bakeContext() });
  await refreshLandingPages('all');
  const failed = results.filter((r) => r.status === 'failed').map((r) => ({ slug: r.slug, code: r.error!.code, message: r.error!.message }));
  return { ok: failed.length === 0, baked: results.filter((r) => r.status === 'baked').map((r) => r.slug), failed, results, duration_ms: Math.round(performance.now() - started) };
}
