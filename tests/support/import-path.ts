/**
 * The repository path an import specifier names, for the tests that read imports as text
 * (route files, .astro frontmatter): a relative specifier, or a subpath import declared in
 * package.json "imports" (`#server/…`, decision 067). Null for a package.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const imports = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports?: Record<string, string> }).imports ?? {};

/** `file` is the importing file (repository-relative or absolute); the answer is repository-relative. */
export function importPath(file: string, specifier: string): string | null {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return relative(root, resolve(root, dirname(file), specifier));
  for (const [pattern, target] of Object.entries(imports)) {
    const prefix = pattern.replace(/\*$/, '');
    const matches = pattern.endsWith('*') ? specifier.startsWith(prefix) : specifier === pattern;
    if (matches) return relative(root, resolve(root, target.replace(/\*$/, '') + specifier.slice(pattern.endsWith('*') ? prefix.length : specifier.length)));
  }
  return null;
}
