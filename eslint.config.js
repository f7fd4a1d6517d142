// ESLint (flat config): JavaScript's, typescript-eslint's and React hooks' recommended rules.
// The import rules (no cycles, the floors and wings of docs/architecture.md) are dependency-cruiser's
// (.dependency-cruiser.cjs), but for the one-level climb below; `npm run lint` runs both.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.astro/**', 'src/components/api-types.ts', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // French text carries narrow and ordinary no-break spaces on purpose (Intl fr-FR formatting).
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipComments: true, skipRegExps: true, skipJSXText: true }],
      // Input checks match control characters on purpose, to refuse them (decision 006).
      'no-control-regex': 'off',
      // `const { omitted: _, ...rest } = value` is how a key is left out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // The islands' effects that run on mount or on one value omit the others on purpose
      // (a draft restored once, a refresh on a key); rules-of-hooks still holds.
      'react-hooks/exhaustive-deps': 'off',
    },
  },
  {
    // One date, locale and path kit (decision 065): only src/i18n/format.ts, src/i18n/paths.ts
    // and src/server/platform/dates.ts format a date, pick a locale or spell the `/en` prefix.
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: ['src/i18n/format.ts', 'src/i18n/paths.ts', 'src/server/platform/dates.ts', 'tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Dates are formatted by the kit: formatDate/formatDay/formatDateTime in src/i18n/format.ts, dayIn/wallClockIn in src/server/platform/dates.ts (decision 065).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'toLocale*String picks a locale and a format on the spot: use the kit in src/i18n/format.ts (decision 065).',
        },
        {
          selector: 'Literal[value=/^\\/en([/?#]|$)/]',
          message: 'English paths come from pagePath or langPrefix in src/i18n/paths.ts (decision 065).',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/en([/?#]|$)/]',
          message: 'English paths come from pagePath or langPrefix in src/i18n/paths.ts (decision 065).',
        },
        {
          selector: 'Literal[value=/^(en-GB|fr-FR)$/]',
          message: 'A language becomes a locale through localeOf in src/i18n/format.ts (decision 065).',
        },
      ],
    },
  },
  {
    // Tests and benchmarks read JSON answers whose shape the assertions check.
    files: ['tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // No import climbs two levels (decision 067): a module further away is named by its subpath
    // import (`#server/…`, `#i18n/…`: package.json "imports"). tools/openapi-types is its own package.
    ignores: ['tools/openapi-types/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./', message: 'Climbs two levels: import it by its subpath (#server/…, #i18n/…; decision 067).' }] }],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression > Literal[value=/^\\.\\.\\/\\.\\.\\//]', message: 'Climbs two levels: import it by its subpath (#server/…, #i18n/…; decision 067).' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
