/**
 * The import rules of .dependency-cruiser.cjs, applied to every `.astro` file's frontmatter.
 * dependency-cruiser reads `.astro` files with a loose JavaScript parser that swallows the first
 * import after `---`; this test reads every import, so a page or component that starts with
 * `import { getDb } …` is caught too (decision 046).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { importPath } from '../support/import-path.ts';

const root = resolve(import.meta.dirname, '../..');
const { forbidden } = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string; from: { path?: string; pathNot?: string }; to: { path?: string; circular?: boolean } }[];
};
const pathRules = forbidden.filter((r) => r.from.path && r.to.path);

/** The modules a frontmatter imports, as dependency-cruiser names them (`node_modules/<pkg>/` for packages). */
export function frontmatterImports(file: string, text: string): string[] {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const specifiers = [...frontmatter.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return specifiers.map((s) => importPath(file, s) ?? `node_modules/${s}/`);
}

function astroFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? astroFiles(join(dir, e.name)) : e.name.endsWith('.astro') ? [join(dir, e.name)] : [],
  );
}

describe('the import rules hold in .astro files', () => {
  it.each([
    ['the first import after ---', 'src/pages/x.astro', "---\nimport { getDb } from '../server/platform/db/client.ts';\n---\n<p/>", ['src/server/platform/db/client.ts']],
    ['a package, a side effect and a type', 'src/components/a/B.astro', "---\n/** doc */\nimport { sql } from 'drizzle-orm';\nimport '../../styles/x.css';\nimport type { T } from '../../server/t.ts';\n---", ['node_modules/drizzle-orm/', 'src/styles/x.css', 'src/server/t.ts']],
    ['a subpath import (package.json "imports")', 'src/pages/z.astro', "---\nimport { getDb } from '#server/platform/db/client.ts';\n---", ['src/server/platform/db/client.ts']],
    ['nothing outside the frontmatter', 'src/pages/y.astro', "---\nconst a = 1;\n---\n<p>import x from 'y'</p>", []],
  ])('reads %s', (_label, file, text, expected) => {
    expect(frontmatterImports(file, text)).toEqual(expected);
  });

  it('no .astro import climbs two levels (a subpath import instead, decision 067)', () => {
    const climbing = astroFiles('src').flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.\.\/\.\.\/[^'"]*)['"]/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(climbing).toEqual([]);
  });

  it('no .astro file imports what a rule forbids', () => {
    const files = astroFiles('src');
    expect(files.length).toBeGreaterThan(30);
    const violations = files.flatMap((file) =>
      frontmatterImports(file, readFileSync(join(root, file), 'utf8')).flatMap((to) =>
        pathRules
          .filter((r) => new RegExp(r.from.path!).test(file) && !(r.from.pathNot && new RegExp(r.from.pathNot).test(file)))
          .filter((r) => new RegExp(r.to.path!).test(to))
          .map((r) => `${r.name}: ${file} → ${to}`),
      ),
    );
    expect(violations).toEqual([]);
  });
});
