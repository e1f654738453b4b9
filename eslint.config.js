import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// supabase-js's own Storage and Functions clients, and the classes it re-exports from their packages, are stand-ins
// in the browser build (build/supabaseClientsPlugin.ts): the app loads the real ones (src/providers/appSupabaseClient.ts).
const subClientImports = {
  name: '@supabase/supabase-js',
  importNames: [
    'StorageApiError',
    'FunctionRegion',
    'FunctionsError',
    'FunctionsFetchError',
    'FunctionsHttpError',
    'FunctionsRelayError',
  ],
  message:
    "Import it from @supabase/storage-js or @supabase/functions-js: supabase-js's is a stand-in in the build.",
};
const subClientAccess = {
  selector: 'MemberExpression[property.name=/^(functions|storage)$/]',
  message:
    "Storage and Edge Functions through a data provider method and AppSupabaseClient.loadStorage/loadFunctions: supabase-js's own are stand-ins in the build.",
};

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
            subClientImports,
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
        subClientAccess,
      ],
    },
  },
  {
    files: ['src/providers/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [subClientImports] }],
      'no-restricted-syntax': ['error', subClientAccess],
    },
  },
);
