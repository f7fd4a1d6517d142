/**
 * Is the installed postgres.js the one Atelier runs on? `npm ci` applies the reviewed diff
 * `patches/postgres+<version>.patch` with patch-package (postinstall, decision 064; the edits and
 * why: patches/README.md, upstream porsager/postgres#1208, decision 006). This module only checks:
 * `npm start` refuses to run on an unpatched client (`npm ci --ignore-scripts`, a copied
 * node_modules) rather than patch files at start-up, which a read-only production tree forbids.
 *
 * The check reads the patch itself: the installed version must be the one the file name pins, and
 * every line the diff adds must be in the installed file (`src/` and `cjs/src/`), the marker
 * comment included. No lists to keep in step with the diff.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The comment every edit carries (searchable in node_modules, and by this check). */
export const MARKER = 'atelier-patch:postgres-1208';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIX = 'run `npm ci` with its install scripts (not --ignore-scripts) so patch-package applies it';

export interface PatchPlaces {
  /** The folder of the patch files (patches/). */
  patchesDir: string;
  /** The installed package (node_modules/postgres). */
  packageDir: string;
}

const defaultPlaces: PatchPlaces = { patchesDir: join(ROOT, 'patches'), packageDir: join(ROOT, 'node_modules', 'postgres') };

/** The lines a diff adds, by path inside the package (`src/index.js`, …). */
export function addedLines(diff: string): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of diff.split('\n')) {
    const target = /^\+\+\+ b\/node_modules\/postgres\/(.+)$/.exec(line);
    if (target) byFile.set(target[1]!, (current = []));
    else if (line.startsWith('diff --git ')) current = null;
    else if (current && line.startsWith('+') && line.slice(1).trim() !== '') current.push(line.slice(1));
  }
  return byFile;
}

/** What is wrong with the installed client, as one line; null when it carries the patch. */
export function postgresPatchProblem(places: PatchPlaces = defaultPlaces): string | null {
  const files = existsSync(places.patchesDir) ? readdirSync(places.patchesDir).filter((name) => /^postgres\+.+\.patch$/.test(name)) : [];
  if (files.length !== 1) return `expected one patches/postgres+<version>.patch, found ${files.length}`;
  const patchName = files[0]!;
  const pinned = /^postgres\+(.+)\.patch$/.exec(patchName)![1];
  const manifest = join(places.packageDir, 'package.json');
  if (!existsSync(manifest)) return `postgres is not installed (${places.packageDir}): run \`npm ci\``;
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  if (version !== pinned) {
    return `postgres ${version} is installed but patches/${patchName} is for ${pinned}: check upstream #1208, then redo the patch (decision 064)`;
  }
  const diff = addedLines(readFileSync(join(places.patchesDir, patchName), 'utf8'));
  const unpatched = `postgres ${version} lacks Atelier's patch (patches/${patchName}, upstream #1208): ${FIX}`;
  if (diff.size === 0 || ![...diff.values()].flat().some((line) => line.includes(MARKER))) return `patches/${patchName} adds no ${MARKER} line`;
  for (const [path, added] of diff) {
    const file = join(places.packageDir, path);
    if (!existsSync(file)) return unpatched;
    const present = new Set(readFileSync(file, 'utf8').split('\n'));
    if (!added.every((line) => present.has(line))) return unpatched;
  }
  return null;
}

/** True when the installed client carries every line of the patch (start-up and the tests). */
export function isPostgresPatched(places: PatchPlaces = defaultPlaces): boolean {
  return postgresPatchProblem(places) === null;
}
