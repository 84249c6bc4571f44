// @ts-check
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import direction of docs/architecture.md, as AST selectors so relative paths ('../../app/x') are
 * caught as surely as bare ones. Each entry: a regex on the import source and the reason shown.
 */
const importRule = (pattern, message) => [
  { selector: `ImportDeclaration[source.value=/${pattern}/]`, message },
  { selector: `ImportExpression[source.value=/${pattern}/]`, message },
  { selector: `ExportNamedDeclaration[source.value=/${pattern}/]`, message },
  { selector: `ExportAllDeclaration[source.value=/${pattern}/]`, message },
]

const UI_MESSAGE = 'src/ui is pure: props in, callbacks out (docs/architecture.md).'
const uiBoundaries = [
  ...importRule(
    String.raw`(^|\/)(app|mocks|server)(\/|$)`,
    `${UI_MESSAGE} No src/app, src/mocks or server.`,
  ),
  ...importRule(String.raw`^firebase(\/|$)|^@firebase\/`, `${UI_MESSAGE} No Firebase.`),
  ...importRule(
    String.raw`^react-router(-dom)?(\/|$)`,
    `${UI_MESSAGE} No router: take links as children (asChild).`,
  ),
  ...importRule(
    String.raw`^@tanstack\/`,
    `${UI_MESSAGE} No query library: data comes in as props.`,
  ),
  ...importRule(String.raw`^(msw|axios|ky)(\/|$)`, `${UI_MESSAGE} No network.`),
  {
    selector: "CallExpression[callee.name='fetch']",
    message: `${UI_MESSAGE} No fetch.`,
  },
  {
    selector:
      "CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]",
    message: `${UI_MESSAGE} No fetch.`,
  },
]

const MOCKS_MESSAGE = 'src/mocks imports src/contract only (docs/architecture.md).'
const mocksBoundaries = importRule(String.raw`(^|\/)(app|ui|server|i18n)(\/|$)`, MOCKS_MESSAGE)

const SERVER_MESSAGE =
  'server imports src/contract and nothing else from src (docs/architecture.md).'
const serverBoundaries = importRule(
  String.raw`(^|\/)src\/(app|ui|mocks|i18n)(\/|$)`,
  SERVER_MESSAGE,
)

const CONTRACT_MESSAGE = 'src/contract is the shared definition: it imports zod and itself only.'
const contractBoundaries = importRule(
  String.raw`(^|\/)(app|ui|mocks|server|i18n)(\/|$)`,
  CONTRACT_MESSAGE,
)

const BARREL_MESSAGE = 'No barrel files: import the file you mean (docs/architecture.md).'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'public/mockServiceWorker.js',
      '.data/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...uiBoundaries] },
  },
  {
    files: ['src/mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...mocksBoundaries] },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...contractBoundaries] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...serverBoundaries] },
  },
  {
    files: ['**/index.ts', '**/index.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: BARREL_MESSAGE },
        { selector: 'ExportNamedDeclaration[source]', message: BARREL_MESSAGE },
      ],
    },
  },
)
