/**
 * Publishing the baked landings as static files (docs/edge.md): what changed is
 * written, what is no longer published is removed, the rest is left alone — decided by the
 * SHA-256 of each file's bytes and headers against the target's manifest, so a run after no
 * change writes nothing and a CI step can run it on every deployment.
 *
 * Order matters for a visitor arriving mid-run: assets first (a new page never names a missing
 * image), then pages, then removals, then the manifest. A run that fails part-way leaves the old
 * manifest, so the next run writes again whatever it cannot prove is there.
 *
 * On PostgreSQL the whole run holds an advisory lock (distinct from the landing write lock), so
 * CI and an editor-triggered run never interleave their writes to one target; the themes are read
 * in that transaction, one consistent view.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbOrTx } from '#server/platform/db/client.ts';
import { publishedFiles, type PublishedFile } from './published-files.ts';
import { publishTarget, type Manifest, type PublishTarget } from './publish-targets.ts';

const PUBLISH_LOCK = 727276;

export interface PublishReport {
  target: string;
  files: number;
  written: string[];
  removed: string[];
  unchanged: number;
}

/** The hash covers the headers too: a new Cache-Control is written again like new bytes. */
function fingerprint(file: PublishedFile): string {
  return createHash('sha256')
    .update(JSON.stringify([file.contentType, file.cacheControl, file.contentEncoding ?? '']))
    .update(file.body)
    .digest('hex');
}

export async function publishTo(db: DbOrTx, target: PublishTarget): Promise<PublishReport> {
  const files = await publishedFiles(db);
  const before: Manifest = (await target.readManifest()) ?? { version: 1, files: {} };
  const after: Manifest = { version: 1, files: {} };
  const written: string[] = [];
  let unchanged = 0;
  for (const file of files) {
    const entry = { sha256: fingerprint(file), size: file.body.length };
    after.files[file.key] = entry;
    const known = before.files[file.key];
    if (known && known.sha256 === entry.sha256 && (await target.holds(file.key, known))) {
      unchanged += 1;
      continue;
    }
    await target.put(file);
    written.push(file.key);
  }
  const removed = Object.keys(before.files).filter((key) => !(key in after.files));
  for (const key of removed) await target.remove(key);
  if (written.length || removed.length || !sameKeys(before, after)) await target.writeManifest(after);
  return { target: target.description, files: files.length, written, removed, unchanged };
}

const sameKeys = (a: Manifest, b: Manifest) => JSON.stringify(a.files) === JSON.stringify(b.files);

/** `landings:publish --to …` and the editor's job: opens the database, locks, publishes. */
export async function publishLandings(to: string): Promise<PublishReport> {
  const handle = await openDatabase();
  const target = publishTarget(to);
  try {
    // PGlite is one process with one connection: holding a transaction open for the run would
    // stall every other query of the server; nobody else can reach that database anyway.
    if (handle.kind === 'pglite') return await publishTo(handle.db, target);
    return await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
      return publishTo(tx, target);
    });
  } finally {
    target.close();
  }
}

export function formatPublishReport(report: PublishReport): string {
  const lines = [`landings published to ${report.target}: ${report.files} files, ${report.written.length} written, ${report.removed.length} removed, ${report.unchanged} unchanged`];
  for (const key of report.written) lines.push(`  written ${key}`);
  for (const key of report.removed) lines.push(`  removed ${key}`);
  return lines.join('\n');
}
