import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'client/src/gql/**', 'server/src/generated/**', 'server/test/gql/**', '**/.data/**', 'client/e2e/artifacts/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', __filename: 'readonly', console: 'readonly', globalThis: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Architecture (server): core/ knows no domain; a domain reaches another only through its index.ts front door,
  // and never the doors or the composition root above it. server/test/architecture.test.ts plants bad imports to
  // prove these rules fire.
  {
    files: ['server/src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '!../config'], message: 'core/ is domain-free: it imports nothing above it.' }] }],
    },
  },
  {
    files: ['server/src/*/**/*.ts'],
    ignores: ['server/src/{core,app,db,http,graphql,rest,seed,generated}/**', '**/*.test.ts', '**/*.fixtures.ts', '**/*.testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*', '!../core/*', '!../generated/*', '!../*/entities'],
              message: "Import another domain only through its index.ts (e.g. '../teams'), or its entities through its entity door ('../teams/entities').",
            },
            { group: ['../app', '../app/*', '../http', '../http/*', '../graphql', '../graphql/*', '../rest', '../rest/*', '../seed', '../seed/*', '../db', '../db/*'], message: 'Domains sit below the doors and the composition root.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Client GraphQL documents (graphql-eslint 4, through its processor): a fragment is colocated with the
  // component that uses it and named Component_prop, after the file that holds it (CommentThread.tsx ->
  // CommentThread_comment, commentCache.ts -> CommentCache_id). naming-convention checks the shape; the
  // small local rule checks the Component part against the file name.
  ...(await (async () => {
    const { default: graphqlPlugin, processors } = await import('@graphql-eslint/eslint-plugin');
    const { basename } = await import('node:path');
    const fragmentOwner = {
      meta: { type: 'problem', docs: { description: 'A fragment is named after the file (component) that declares it.' }, schema: [] },
      create(context) {
        const file = basename(context.physicalFilename ?? context.filename).replace(/\.(tsx?|graphql)$/, '');
        const owner = file.charAt(0).toUpperCase() + file.slice(1);
        return {
          FragmentDefinition(node) {
            const name = node.name.value;
            if (!name.startsWith(`${owner}_`))
              context.report({ node: node.name, message: `Fragment "${name}" is declared in ${file}: name it ${owner}_<prop>.` });
          },
        };
      },
    };
    return [
      { files: ['client/src/**/*.{ts,tsx}'], ignores: ['client/src/gql/**'], processor: processors.graphql },
      {
        files: ['client/src/**/*.graphql'],
        languageOptions: { parser: graphqlPlugin.parser },
        plugins: { '@graphql-eslint': graphqlPlugin, 'clutch-graphql': { rules: { 'fragment-owner': fragmentOwner } } },
        rules: {
          '@graphql-eslint/naming-convention': [
            'error',
            { FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$/ } },
          ],
          'clutch-graphql/fragment-owner': 'error',
        },
      },
    ];
  })()),
);
