import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const kebabCase = {
  'check-file/filename-naming-convention': [
    'error',
    { '**/*.{ts,tsx}': 'KEBAB_CASE' },
    { ignoreMiddleExtensions: true },
  ],
  'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/drizzle/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'check-file': checkFile },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...kebabCase,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/index', '**/index.ts'],
              message: 'No barrel files: import the module itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@homekeep/api*', '@homekeep/web*', '**/apps/**'],
              message: 'contracts import nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@homekeep/web*', '**/apps/web/**'],
              message: 'The API never imports web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'Only <area>.repository.ts files talk to drizzle.' },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*'],
              message: 'Only <area>.repository.ts files talk to drizzle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@homekeep/api*', '**/apps/api/**'],
              message: 'The web app never imports API code.',
            },
            {
              group: ['**/index', '**/index.ts'],
              message: 'No barrel files: import the module itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@homekeep/api*', '**/apps/api/**'],
              message: 'The web app never imports API code.',
            },
            {
              group: ['@/features/*'],
              message: 'Features do not import each other; share through @/components or @/lib.',
            },
            { group: ['@/app/*'], message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  },
);
