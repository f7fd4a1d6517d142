/**
 * The import rules of docs/architecture.md ("Floors"), checked by `npm run lint`.
 * Type-only imports count: a cycle of types is still a knot a reader has to untie.
 * `.astro` files are cruised when named (a glob in the lint script); their parser
 * misses the first import after `---`, which tests/unit/astro-imports.test.ts checks against
 * these same rules.
 *
 * The wings of src/server (decision 067), top to bottom: a wing imports platform, identity and the
 * wings it names here, never one above it, so the wings form a tree and no knot spans two of them.
 */
const WINGS = {
  site: ['account', 'learning', 'money', 'collaboration'],
  account: ['learning', 'money', 'collaboration'],
  learning: ['money'],
  money: [],
  collaboration: [],
};
const ALL_WINGS = Object.keys(WINGS);

/**
 * Imports across wings that go up today, [from, to]: each is to be moved (to identity, or to a read
 * module in the lower wing) and then struck from this list. Only these exact pairs are allowed.
 */
const WING_DEBT = [];

const exact = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

const wingRules = Object.entries(WINGS).flatMap(([wing, below]) => {
  const above = ALL_WINGS.filter((w) => w !== wing && !below.includes(w));
  if (above.length === 0) return [];
  const rule = (from, to) => ({
    name: `wing-${wing}`,
    severity: 'error',
    comment: `src/server/${wing} imports platform, identity${below.length ? `, ${below.join(', ')}` : ''}: no wing above it (decision 067).`,
    from,
    to: { path: `^src/server/(${above.join('|')})/`, ...to },
  });
  const debtors = [...new Set(WING_DEBT.filter(([from]) => from.startsWith(`src/server/${wing}/`)).map(([from]) => from))];
  return [
    rule({ path: `^src/server/${wing}/`, ...(debtors.length ? { pathNot: debtors.map(exact).join('|') } : {}) }),
    ...debtors.map((from) => rule({ path: exact(from) }, { pathNot: WING_DEBT.filter(([f]) => f === from).map(([, to]) => exact(to)).join('|') })),
  ];
});

module.exports = {
  forbidden: [
    ...wingRules,
    {
      name: 'server-folders-are-wings',
      severity: 'error',
      comment: 'src/server holds the wings, identity and platform (and wiring.ts): a new domain folder goes in a wing (scripts/codemods/wings.ts).',
      from: {},
      to: { path: '^src/server/[^/]+/', pathNot: `^src/server/(${[...ALL_WINGS, 'identity', 'platform'].join('|')})/` },
    },
    {
      name: 'identity-stands-on-platform',
      severity: 'error',
      comment: 'src/server/identity (guards, roles, sessions) is read by every wing: it imports platform only.',
      from: { path: '^src/server/identity/' },
      to: { path: '^src/server/', pathNot: '^src/server/(identity|platform)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import in one direction only; a shared piece moves to its own module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-to-components',
      severity: 'error',
      comment: 'Server code never reaches up into the islands; shared pure code lives in src/i18n or a server module.',
      from: { path: '^src/server/' },
      to: { path: '^src/components/' },
    },
    {
      name: 'platform-not-to-domains',
      severity: 'error',
      comment:
        'src/server/platform (db, http, mail, pdf, jobs, ops, openapi, storage, the CPU pool, files, log, dates) ' +
        'is the floor the domains stand on: it imports no domain. The one exception: the OpenAPI document, ' +
        'assembled from the domains\' *.contract.ts (mail kinds and jobs are handed down by src/server/wiring.ts).',
      from: {
        path: '^src/server/platform/',
        pathNot: '^src/server/platform/openapi/',
      },
      to: { path: '^src/server/', pathNot: '^src/server/platform/' },
    },
    {
      name: 'i18n-not-to-server',
      severity: 'error',
      comment: 'src/i18n is the floor both islands and server read: it imports neither.',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(server|components|pages)/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared holds pure vocabulary and rules read by server, islands and texts: it imports none of them.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|components|i18n|pages)/' },
    },
    {
      name: 'env-not-to-server',
      severity: 'error',
      comment: 'The settings are read before anything else: src/env.ts and its requirements import no server module.',
      from: { path: '^src/env[^/]*\\.ts$', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'components-take-props',
      severity: 'error',
      comment: 'Components (islands and .astro) render what their page loaded (decision 046): no database, no drizzle, no load function.',
      from: { path: '^src/components/' },
      to: { path: '^(src/server/platform/db/|db/|node_modules/drizzle-orm/)|^src/server/.+/load-[^/]+\\.ts$|^drizzle-orm' },
    },
    {
      name: 'pages-load-through-the-server',
      severity: 'error',
      comment: 'A page (and the layout) reads through its one load function in src/server/<domain>/ (decision 046), never the database or drizzle.',
      from: { path: '^src/(pages|layouts)/.+\\.astro$' },
      to: { path: '^(src/server/platform/db/|db/|node_modules/drizzle-orm/)|^drizzle-orm' },
    },
    {
      name: 'routes-take-the-database',
      severity: 'error',
      comment: 'A route file gets the database from endpoint() (`({ db }) => …`): it never opens it itself.',
      from: { path: '^src/pages/.+\\.ts$' },
      to: { path: '^src/server/platform/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'db-not-to-src',
      severity: 'error',
      comment: 'The schema and migrations stand alone.',
      from: { path: '^db/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
