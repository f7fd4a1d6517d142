// `npm run format:check`: the code's layout as it is written (@stylistic rules, nothing else), so a
// change that breaks it fails CI without anyone reformatting the tree. Semicolons, single quotes,
// 2-space indentation, trailing commas on multi-line lists, no trailing spaces, one final newline,
// LF. Indentation follows the house's ternaries (an object or array under `?`/`:` is offset);
// nested ternaries, curried arrows and multi-line members of a union type are left as written
// (two layouts coexist for each).
// The other text files (.astro, .css, .md, …) get the whitespace part from scripts/check-text-format.ts.
import stylistic from '@stylistic/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const rules = {
  semi: ['error', 'always'],
  'semi-spacing': 'error',
  'no-extra-semi': 'error',
  quotes: ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'always' }],
  'jsx-quotes': ['error', 'prefer-double'],
  'quote-props': ['error', 'as-needed'],
  indent: ['error', 2, {
    SwitchCase: 1,
    offsetTernaryExpressions: true,
    flatTernaryExpressions: true,
    ignoredNodes: [
      'ConditionalExpression > ConditionalExpression',
      'VariableDeclarator > ArrowFunctionExpression > ArrowFunctionExpression',
      'TSUnionType > TSTypeLiteral',
    ],
  }],
  'jsx-indent-props': ['error', 2],
  'comma-dangle': ['error', 'always-multiline'],
  'no-trailing-spaces': 'error',
  'eol-last': 'error',
  'linebreak-style': ['error', 'unix'],
  'no-tabs': 'error',
  'no-mixed-spaces-and-tabs': 'error',
  'no-multiple-empty-lines': ['error', { max: 2, maxEOF: 1, maxBOF: 0 }],
  'padded-blocks': ['error', 'never'],
  'comma-spacing': 'error',
  'key-spacing': 'error',
  'keyword-spacing': 'error',
  'space-before-blocks': 'error',
  'space-infix-ops': 'error',
  'space-unary-ops': 'error',
  'arrow-spacing': 'error',
  'arrow-parens': ['error', 'always'],
  'block-spacing': 'error',
  'space-before-function-paren': ['error', { anonymous: 'always', named: 'never', asyncArrow: 'always' }],
  'function-call-spacing': 'error',
  'computed-property-spacing': 'error',
  'template-curly-spacing': 'error',
  'rest-spread-spacing': 'error',
  'no-whitespace-before-property': 'error',
  'dot-location': ['error', 'property'],
  'switch-colon-spacing': 'error',
  'member-delimiter-style': 'error',
  'type-annotation-spacing': 'error',
  'spaced-comment': ['error', 'always'],
  'new-parens': 'error',
  'no-floating-decimal': 'error',
  'jsx-tag-spacing': 'error',
  'jsx-curly-spacing': 'error',
  'jsx-equals-spacing': 'error',
};

export default [
  { ignores: ['dist/**', 'data/**', '**/node_modules/**', '.astro/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    // The lint config's plugins are named so that its inline `eslint-disable` comments resolve here.
    plugins: { '@stylistic': stylistic, '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: Object.fromEntries(Object.entries(rules).map(([name, setting]) => [`@stylistic/${name}`, setting])),
  },
];
