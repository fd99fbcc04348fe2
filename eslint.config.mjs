// Lint rules that catch what review misses: import circles, hooks called conditionally. Formatting is Prettier's.
import { readdirSync, readFileSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FETCH_MESSAGE =
  'Read with useModuleQuery (or a react-admin hook), not in an effect that sets state (docs/architecture.md "Recipe: a page").';
// `.then(setRows)` or `.then((rows) => setRows(...))` in an effect, or in a callback an effect calls (a `load`).
const EFFECT_FETCHES = ['useEffect', 'useCallback'].flatMap((hook) => [
  `CallExpression[callee.name='${hook}'] CallExpression[callee.property.name='then'] > Identifier.arguments[name=/^set[A-Z]/]`,
  `CallExpression[callee.name='${hook}'] CallExpression[callee.property.name='then'] > ArrowFunctionExpression.arguments CallExpression[callee.name=/^set[A-Z]/]`,
]);
// The path-string helpers issue 33 removed: the HTTP client under another name.
const PATH_STRING_METHODS = [
  'getAspects',
  'getAllAspects',
  'sendAspects',
  'downloadAspects',
  'getRisks',
  'getAllRisks',
  'sendRisks',
  'downloadRisks',
];

// One module shape (issue 33): a route file does HTTP only, its SQL runs in the module's queries files. A route file is
// a file of server/modules that registers routes (app.get/post/put/patch/delete/route or a registerResource declaration);
// the list is read from the tree, so a new route file is held to it without editing this config.
const ROUTE_REGISTRATION = /\bapp\.(get|post|put|patch|delete|route)\(|\bregisterResource\(/;
const ROUTE_FILES = readdirSync('server/modules', { recursive: true })
  .map((file) => `server/modules/${file}`)
  .filter((file) => file.endsWith('.ts') && ROUTE_REGISTRATION.test(readFileSync(file, 'utf8')));
const RUNS_SQL = 'select|selectDistinct|insert|update|delete|execute|transaction|\\$count|query';
const SQL_MESSAGE =
  'A route file does HTTP only: run this statement in the module\'s queries file (docs/architecture.md "One module shape").';

export default [
  { ignores: ['node_modules/**', 'dist/**', 'build/**', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })] },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One way to fetch: pages reach the API through the dataProvider's methods, never the HTTP client.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/dataProvider/**', 'src/authProvider/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/dataProvider'], importNames: ['apiClient'], message: 'Add a dataProvider method instead.' },
            { group: ['**/httpClient'], message: 'Add a dataProvider method instead.' },
          ],
        },
      ],
    },
  },
  {
    // One way to fetch (issue 33): reads go through useModuleQuery or react-admin's hooks, not an effect that sets state.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/dataProvider/**'],
    rules: {
      'no-restricted-syntax': ['error', ...EFFECT_FETCHES.map((selector) => ({ selector, message: FETCH_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...PATH_STRING_METHODS.map((property) => ({ property, message: 'Call a named dataProvider method instead of a path.' })),
      ],
    },
  },
  {
    files: ROUTE_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        // db.select(…), tx.insert(…), context.db.$count(…), app.db.execute(…)
        ...[
          `CallExpression[callee.object.name=/^(db|tx)$/][callee.property.name=/^(${RUNS_SQL})$/]`,
          `CallExpression[callee.object.property.name='db'][callee.property.name=/^(${RUNS_SQL})$/]`,
        ].map((selector) => ({ selector, message: SQL_MESSAGE })),
        { selector: "CallExpression[callee.name='writeTransaction']", message: SQL_MESSAGE },
      ],
    },
  },
];
