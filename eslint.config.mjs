import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'client/src/gql/**', 'server/src/generated/**', '**/.data/**', 'client/e2e/artifacts/**', '**/coverage/**'],
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
            { group: ['../*/*', '!../core/*', '!../generated/*'], message: "Import another domain only through its index.ts (e.g. '../teams')." },
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
);
