/**
 * The walk of a request (issue 38, decision 069): the files a reader opens to follow a route,
 * counted as the route file, what it imports, and what those import (two hops of static value
 * imports; `import type` is left out, as a reader skips it). Reports the files and the folders they
 * sit in, the measure of how scattered a feature is.
 *
 *   node scripts/request-walk.ts                     the four walks of decision 069
 *   node scripts/request-walk.ts <route file> [--hops N] [--list]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The walks decision 069 counts: a refund, a contract signature, a publish (a site update, a landing theme). */
export const WALKS: Record<string, string> = {
  refund: 'src/pages/api/invoices/[number]/refunds.ts',
  signature: 'src/pages/api/collaboration-contract/sign.ts',
  'site update': 'src/pages/api/site-updates/index.ts',
  'landing theme': 'src/pages/api/admin-landing-themes/[slug].ts',
};

/** Folders each walk visited before decision 069 (at 0c2635d, the tree before endpoint()). */
export const FOLDERS_BEFORE: Record<keyof typeof WALKS, number> = { refund: 13, signature: 12, 'site update': 10, 'landing theme': 12 };

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const PROBES = ['', '.ts', '.tsx', '/index.ts'];

function subpathImports(root: string): [string, string][] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports?: Record<string, string> };
  return Object.entries(pkg.imports ?? {}).map(([from, to]) => [from.replace('*', ''), to.replace('*', '')]);
}

function resolveSpecifier(root: string, aliases: [string, string][], fromFile: string, spec: string): string | null {
  let base: string | undefined;
  if (spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
  else {
    const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
    if (alias) base = resolve(root, alias[1] + spec.slice(alias[0].length));
  }
  if (!base) return null; // a package: not a file of ours
  for (const probe of PROBES) {
    const file = base + probe;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Value imports of a source file (type-only imports and packages left out). */
export function valueImports(source: string): string[] {
  const specs: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[1]) continue;
    specs.push((match[2] ?? match[3])!);
  }
  return specs;
}

export interface Walk {
  files: string[];
  folders: string[];
}

export function walkRequest(routeFile: string, options: { hops?: number; root?: string } = {}): Walk {
  const root = options.root ?? ROOT;
  const hops = options.hops ?? 2;
  const aliases = subpathImports(root);
  const seen = new Set<string>();
  let frontier = [resolve(root, routeFile)];
  for (let hop = 0; hop <= hops && frontier.length > 0; hop++) {
    const next: string[] = [];
    for (const file of frontier) {
      if (seen.has(file)) continue;
      seen.add(file);
      if (hop === hops || !/\.(ts|tsx)$/.test(file)) continue;
      for (const spec of valueImports(readFileSync(file, 'utf8'))) {
        const target = resolveSpecifier(root, aliases, file, spec);
        if (target && !seen.has(target)) next.push(target);
      }
    }
    frontier = next;
  }
  const files = [...seen].map((file) => relative(root, file)).sort();
  return { files, folders: [...new Set(files.map((file) => dirname(file)))].sort() };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(ROOT, 'scripts/request-walk.ts')) {
  const args = process.argv.slice(2);
  const hopsAt = args.indexOf('--hops');
  const hops = hopsAt >= 0 ? Number(args[hopsAt + 1]) : 2;
  const route = args.find((a, i) => !a.startsWith('--') && i !== hopsAt + 1);
  const walks = route ? { [route]: route } : WALKS;
  for (const [name, file] of Object.entries(walks)) {
    const walk = walkRequest(file, { hops });
    console.log(`${name}: ${walk.files.length} files in ${walk.folders.length} folders (${file}, ${hops} hops)`);
    if (args.includes('--list')) for (const f of walk.files) console.log(`  ${f}`);
  }
}
