// Lint rules that catch what review misses: import circles, hooks called conditionally. Formatting is Prettier's.
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
];
