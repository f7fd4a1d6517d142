/**
 * The wings codemod (issue 38, decision 067): groups the domain folders of src/server into wings,
 * puts identity (guards, roles, sessions) in src/server/identity, moves generated files to
 * src/generated, and rewrites every specifier and path that names a moved file. An import that
 * would climb two levels or more becomes a subpath import (`#server/…`, package.json "imports").
 *
 *   node scripts/codemods/wings.ts            moves (git mv) and rewrites, prints a summary
 *   node scripts/codemods/wings.ts --dry-run  prints what it would do, writes nothing
 *
 * It walks the tree (no list of files kept here), so it can run again on a newer main after other
 * branches merged; a second run finds nothing to move and every specifier already canonical.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';

/** Business wings, top to bottom: a wing imports only the wings it names in docs (decision 067). */
export const WINGS: Record<string, string[]> = {
  site: ['home', 'landings', 'legal', 'site-updates', 'seed'],
  account: ['auth', 'users', 'members', 'personal-data'],
  learning: ['actions', 'cards', 'levels', 'impact', 'parcours', 'worksheets', 'uploads'],
  money: ['applications', 'formulas', 'invoices', 'einvoice', 'payment', 'refunds', 'withdrawal'],
  collaboration: ['board', 'contract', 'questionnaire', 'notifications'],
};

/** The files of src/server/auth every wing reads (with their tests): src/server/identity/. */
export const IDENTITY = ['guards', 'roles', 'require-staff', 'session-tokens', 'session-cache', 'verified-tokens', 'cookies', 'password'];

/**
 * Single files that go elsewhere than their folder's wing, so that no wing reads one above it:
 * the user record and its public shape are identity; the seed-file reader is the catalogue's; the
 * landing names staff read on an application, and the funnel counts an erasure keeps, belong to
 * the one domain that reads them; the endpoint contract type sits beside endpoint() in
 * platform/http, below the OpenAPI document that reads the contracts, and the `endpoint` route
 * files use (identity's guard per access level) is identity's (decision 069), as is the "choose a
 * password" state a signed-in person without one is in, which the welcome page after payment reads.
 * Claiming an application's photos is the application's work: it lives in money/applications.
 */
export const FILE_MOVES: Record<string, string> = {
  'src/server/users/find-user.ts': 'src/server/identity/find-user.ts',
  'src/server/users/user-responses.ts': 'src/server/identity/user-responses.ts',
  'src/server/users/serialize-user.ts': 'src/server/identity/serialize-user.ts',
  'src/server/seed/read-seed-files.ts': 'src/server/learning/cards/read-seed-files.ts',
  'src/server/landings/landing-source-names.ts': 'src/server/money/applications/landing-source-names.ts',
  'src/server/landings/erased-funnel-counts.ts': 'src/server/account/personal-data/erased-funnel-counts.ts',
  'src/server/platform/openapi/contract.ts': 'src/server/platform/http/contract.ts',
  'src/server/endpoint.ts': 'src/server/identity/endpoint.ts',
  'src/server/account/users/read-password-setup.ts': 'src/server/identity/read-password-setup.ts',
  'src/server/learning/uploads/claim-candidature-uploads.ts': 'src/server/money/applications/claim-candidature-uploads.ts',
};

/** Generated files and where they live now. */
export const GENERATED: Record<string, string> = { 'src/components/api-schema.d.ts': 'src/generated/api-schema.d.ts' };

/** Subpath imports (package.json "imports"); the longest root that holds a target names it. */
export const ALIASES: Record<string, string> = {
  '#server/': 'src/server/',
  '#i18n/': 'src/i18n/',
  '#shared/': 'src/shared/',
  '#components/': 'src/components/',
  '#layouts/': 'src/layouts/',
  '#generated/': 'src/generated/',
  '#src/': 'src/',
  '#db/': 'db/',
  '#scripts/': 'scripts/',
  '#tests/': 'tests/',
  '#tools/': 'tools/',
  '#bench/': 'bench/',
};

const CODE = /\.(ts|tsx|mts|mjs|cjs|js|astro)$/;
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|astro|md|json|ya?ml)$/;
const SCOPE = /^(src|db|scripts|tests|bench|tools|docs)\/|^[^/]+\.(ts|mjs|cjs|js|json|md)$|^\.dependency-cruiser\.cjs$/;
const SKIP = /(^|\/)node_modules\/|^db\/migrations\/|^docs\/openapi\.json$|^package(-lock)?\.json$|^src\/generated\/|^tools\/validators\//;
// Itself and its test name the old paths on purpose.
const OWN_FILES = new Set(['scripts/codemods/wings.ts', 'tests/unit/wings-codemod.test.ts']);

/** [old prefix, new prefix], first match wins. */
export function moveRules(): [string, string][] {
  const rules: [string, string][] = [...Object.entries(GENERATED), ...Object.entries(FILE_MOVES)];
  for (const name of IDENTITY) rules.push([`src/server/auth/${name}.`, `src/server/identity/${name}.`]);
  for (const [wing, domains] of Object.entries(WINGS)) for (const domain of domains) rules.push([`src/server/${domain}/`, `src/server/${wing}/${domain}/`]);
  return rules;
}

export function movedPath(path: string, rules: [string, string][]): string {
  for (const [from, to] of rules) if (path === from || (from.endsWith('/') || from.endsWith('.') ? path.startsWith(from) : false)) return to + path.slice(from.length);
  return path;
}

const PROBES = ['', '.ts', '.tsx', '.d.ts', '.mjs', '.js', '/index.ts'];

/** The file a specifier names (repo-relative, in the tree before the move) and the suffix it left out. */
function resolveSpecifier(spec: string, fromFile: string, files: Set<string>): { target: string; probe: string } | null {
  let base: string;
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  if (alias) base = ALIASES[alias]! + spec.slice(alias.length);
  else if (spec.startsWith('./') || spec.startsWith('../')) base = posix.normalize(posix.join(posix.dirname(fromFile), spec));
  else return null;
  for (const probe of PROBES) if (files.has(base + probe)) return { target: base + probe, probe };
  return null;
}

/** How `fromFile` names `target`: relative when it climbs at most one level, else a subpath import. */
export function canonicalSpecifier(fromFile: string, target: string, named: string, files: Set<string>): string {
  let rel = posix.relative(posix.dirname(fromFile), named);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  if (!rel.startsWith('../../') || ownPackage(fromFile, files)) return rel;
  const alias = Object.entries(ALIASES)
    .filter(([, root]) => target.startsWith(root))
    .sort((a, b) => b[1].length - a[1].length)[0];
  // The full file name: a subpath pattern is not probed for extensions (`#generated/x.d.ts`).
  return alias ? alias[0] + target.slice(alias[1].length) : rel;
}

/** A file below a workspace's own package.json (tools/openapi-types) cannot read the root's "imports". */
function ownPackage(file: string, files: Set<string>): boolean {
  const parts = file.split('/').slice(0, -1);
  return parts.some((_, i) => files.has(`${parts.slice(0, i + 1).join('/')}/package.json`));
}

// Specifiers in import position: from '…', import '…', import('…'), vi.mock('…'), require('…').
const IMPORT_SPEC = /(\bfrom\s*|\bimport\s*|\bimport\(\s*|\bvi\.(?:mock|doMock|unmock|importActual)\(\s*|\brequire\(\s*)(['"])([^'"\n]+)\2/g;
// A path read beside the file at run time: new URL('…', import.meta.url).
const URL_SPEC = /(\bnew URL\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2(\s*,\s*import\.meta\.url)/g;

export interface Tree {
  files: Set<string>;
  dirs: Set<string>;
}

export function rewriteText(file: string, text: string, tree: Tree, rules: [string, string][]): string {
  const newFile = movedPath(file, rules);
  let out = text;
  if (CODE.test(file)) {
    out = out.replace(IMPORT_SPEC, (whole, lead: string, q: string, spec: string) => {
      const found = resolveSpecifier(spec, file, tree.files);
      if (!found) return whole;
      const target = movedPath(found.target, rules);
      const stem = found.probe && !found.probe.startsWith('/') ? target.slice(0, -found.probe.length) : target;
      const named = found.probe.startsWith('/') ? stem.slice(0, -found.probe.length) : stem;
      return lead + q + canonicalSpecifier(newFile, target, named, tree.files) + q;
    });
    out = out.replace(URL_SPEC, (whole, lead: string, q: string, spec: string, tail: string) => {
      const slash = spec.endsWith('/') ? '/' : '';
      const base = posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\/$/, '');
      if (!tree.files.has(base) && !tree.dirs.has(base)) return whole;
      const target = tree.files.has(base) ? movedPath(base, rules) : movedPath(`${base}/`, rules).replace(/\/$/, '');
      let rel = posix.relative(posix.dirname(newFile), target) || '.';
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return lead + q + rel + (rel.endsWith('/') ? '' : slash) + q + tail;
    });
  }
  // Repository paths in strings, comments and docs: `src/server/invoices/…`, `src/components/api-schema.d.ts`.
  for (const [from, to] of rules) {
    const bare = from.replace(/[/.]$/, '');
    const pattern = new RegExp(`(?<![\\w./#-])${escape(bare)}(?=${from.endsWith('.') ? '\\.' : from.endsWith('/') ? '[/\\s`\'")\\],.:;]|$' : '(?![\\w.-])'})`, 'gm');
    out = out.replace(pattern, to.replace(/[/.]$/, ''));
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** package.json "imports", in ALIASES' order; other keys kept. */
export function withImports(packageText: string): string {
  const pkg = JSON.parse(packageText) as Record<string, unknown>;
  const imports: Record<string, string> = {};
  for (const [alias, root] of Object.entries(ALIASES)) imports[`${alias}*`] = `./${root}*`;
  const entries = Object.entries(pkg).filter(([key]) => key !== 'imports');
  const at = entries.findIndex(([key]) => key === 'type') + 1;
  entries.splice(at, 0, ['imports', { ...imports, ...((pkg.imports as object) ?? {}), ...imports }]);
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

function listFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  return [...new Set(out.split('\0').filter((f) => f && existsSync(f)))].sort();
}

function tracked(path: string): boolean {
  try {
    execFileSync('git', ['ls-files', '--error-unmatch', path], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.main) {
  const dryRun = process.argv.includes('--dry-run');
  const all = listFiles();
  const tree: Tree = { files: new Set(all), dirs: new Set(all.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/')))) };
  const rules = moveRules();
  const moves = all.filter((f) => movedPath(f, rules) !== f).map((f) => [f, movedPath(f, rules)] as const);
  const clash = moves.find(([, to]) => tree.files.has(to));
  if (clash) throw new Error(`${clash[0]} would overwrite ${clash[1]}`);

  const rewrites = new Map<string, string>();
  for (const file of all) {
    if (!SCOPE.test(file) || SKIP.test(file) || OWN_FILES.has(file) || !TEXT.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const next = rewriteText(file, text, tree, rules);
    if (next !== text) rewrites.set(file, next);
  }
  const pkgText = readFileSync('package.json', 'utf8');
  const pkgNext = withImports(pkgText);

  console.log(`${moves.length} files to move, ${rewrites.size} files to rewrite${pkgNext !== pkgText ? ', package.json "imports" to set' : ''}`);
  // What the mapping does not know yet: a domain folder in no wing, a generated file outside src/generated.
  const known = new Set([...Object.keys(WINGS), ...Object.values(WINGS).flat(), 'identity', 'platform']);
  const strays = [...new Set(all.filter((f) => /^src\/server\/[^/]+\//.test(f)).map((f) => f.split('/')[2]!))].filter((d) => !known.has(d));
  if (strays.length > 0) console.log(`folders of src/server in no wing (add them to WINGS): ${strays.join(', ')}`);
  const generated = all.filter((f) => CODE.test(f) && !SKIP.test(f) && !(f in GENERATED) && /^\/\*\*?\s*\n?\s*\*?\s*GENERATED\b/.test(readFileSync(f, 'utf8').slice(0, 200)));
  if (generated.length > 0) console.log(`generated files outside src/generated (add them to GENERATED): ${generated.join(', ')}`);
  if (dryRun) {
    for (const [from, to] of moves) console.log(`  mv ${from} -> ${to}`);
    for (const file of rewrites.keys()) console.log(`  rewrite ${file}`);
    process.exit(0);
  }
  for (const [from, to] of moves) {
    mkdirSync(dirname(to), { recursive: true });
    if (tracked(from)) execFileSync('git', ['mv', from, to]);
    else renameSync(from, to);
  }
  // The folders left empty go too (git keeps no empty folder; a stale one would confuse a reader).
  for (const dir of [...new Set(moves.map(([from]) => dirname(from)))].sort().reverse()) {
    if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  }
  for (const [file, text] of rewrites) writeFileSync(movedPath(file, rules), text);
  if (pkgNext !== pkgText) writeFileSync('package.json', pkgNext);

  // Imports that still climb two levels (no alias holds their target): say so, the lint refuses them.
  const left = [...rewrites.keys(), ...all.filter((f) => !rewrites.has(f))]
    .map((f) => movedPath(f, rules))
    .filter((f) => CODE.test(f) && SCOPE.test(f) && !SKIP.test(f) && !OWN_FILES.has(f) && existsSync(f))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(IMPORT_SPEC)].filter((m) => m[3]!.startsWith('../../')).map((m) => `${f}: ${m[3]}`));
  if (left.length > 0) console.log(`imports still climbing two levels:\n  ${left.join('\n  ')}`);
  console.log('done');
}
