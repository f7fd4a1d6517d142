/**
 * The import rules of docs/architecture.md ("Floors"), checked by `npm run lint`.
 * Type-only imports count: a cycle of types is still a knot a reader has to untie.
 */
module.exports = {
  forbidden: [
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
      name: 'i18n-not-to-server',
      severity: 'error',
      comment: 'src/i18n is the floor both islands and server read: it imports neither.',
      from: { path: '^src/i18n/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/(server|components)/' },
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
      name: 'db-not-to-src',
      severity: 'error',
      comment: 'The schema and migrations stand alone.',
      from: { path: '^db/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
