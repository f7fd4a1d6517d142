/**
 * Resource names reachable without the `/api` prefix (decision 005: `/levels` ≡ `/api/levels`):
 * the names under src/pages/api, read from the folder, so a new `/api/<name>` answers without
 * the prefix as soon as its route file exists (decision 051). A name that is also a page folder
 * (`admin`: the staff pages live under /admin/…, decision 021) lends only its API sub-trees
 * (`admin/exports`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * src/pages, found above this module: the source tree (a script, the dev server, the tests) or,
 * for the server bundle in dist/server/, the source tree it was built from beside it.
 */
function pagesDir(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'src', 'pages', 'api'))) return join(dir, 'src', 'pages');
    if (dirname(dir) === dir) throw new Error(`no src/pages/api above ${fileURLToPath(import.meta.url)}`);
  }
}

/** `levels.ts` → `levels`, `openapi.json.ts` → `openapi.json`, a folder by its name; the catch-all is not a resource. */
function namesIn(dir: string): string[] {
  const names = readdirSync(dir)
    .filter((entry) => !entry.startsWith('['))
    .map((entry) => entry.replace(/\.ts$/, ''));
  return [...new Set(names)].sort();
}

function apiResources(): string[] {
  const pages = pagesDir();
  const isPage = (name: string) => existsSync(join(pages, name)) || existsSync(join(pages, `${name}.astro`));
  return namesIn(join(pages, 'api')).flatMap((name) => (isPage(name) ? namesIn(join(pages, 'api', name)).map((sub) => `${name}/${sub}`) : [name]));
}

export const API_RESOURCES: readonly string[] = apiResources();

const pattern = new RegExp(`^/(${API_RESOURCES.map((r) => r.replace('.', '\\.')).join('|')})(/.*)?$`);

/** `/levels/x?y` → `/api/levels/x`, or null when the path is not an API resource. */
export function apiPathFor(pathname: string): string | null {
  return pattern.test(pathname) ? `/api${pathname}` : null;
}
