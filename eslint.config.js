import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', '.supabase-local'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The data provider is the only door to the backend (issue 19): outside src/providers/ no view, hook or helper
    // imports supabase-js (types excepted) or calls .from/.rpc/.functions/.storage on a client; .auth stays, as
    // ra-supabase's auth pages use it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/providers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@supabase/supabase-js',
              allowTypeImports: true,
              message: 'Reach the backend through the data provider (src/providers/).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name='from'][callee.object.name!=/^(Array|Buffer|Object)$/]",
          message: 'Query tables through the data provider (src/providers/), not supabase-js.',
        },
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='rpc']",
          message: 'Call RPCs through a data provider method (src/providers/).',
        },
        {
          selector: 'MemberExpression[property.name=/^(functions|storage)$/]',
          message: 'Call Edge Functions and Storage through a data provider method (src/providers/).',
        },
      ],
    },
  },
);
