import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importCircles from './scripts/lint/import-circles.mjs';

// ---- import boundaries ----------------------------------------------------------------------
// Every boundary of docs/ARCHITECTURE.md ("Boundaries") is one policy of the single
// `boundaries/dependencies` rule below. The rule sees where an import resolves to, so an alias
// (`@/features/x`), a relative path (`../../x`) and a workspace name (`@homekeep/api/...`) are
// judged alike. Policies are read in order and the last one that matches decides; anything no
// policy allows is refused. scripts/lint-boundaries.test.mjs plants a violation of each.

/** Folders that are one element each; `area` and `feature` name the module or feature. */
const elements = [
  { type: 'contracts', pattern: 'packages/contracts/src' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['area'] },
  { type: 'api-plugin', pattern: 'apps/api/src/plugins' },
  { type: 'api-lib', pattern: 'apps/api/src/lib' },
  { type: 'api-db', pattern: 'apps/api/src/db' },
  { type: 'api-script', pattern: 'apps/api/src/scripts' },
  { type: 'api-test', pattern: 'apps/api/test' },
  // app.ts, main.ts, config.ts and the process helpers: the composition root.
  { type: 'api-root', pattern: 'apps/api/src' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'web-config', pattern: 'apps/web/src/config' },
  { type: 'web-test', pattern: 'apps/web/src/test' },
  { type: 'web-e2e', pattern: 'apps/web/e2e' },
  // main.tsx: mounts the app.
  { type: 'web-root', pattern: 'apps/web/src' },
].map((element) => ({ ...element, partialMatch: false }));

/** The role of a file inside its element, by name. */
const fileCategories = [
  { category: 'routes', pattern: '**/*.routes.ts' },
  { category: 'repository', pattern: '**/*.repository.ts' },
  // SQL conditions an area shares with other areas' repositories (`vendorReady`).
  { category: 'conditions', pattern: '**/*.conditions.ts' },
  // Pure rules of an area (no I/O): any file of the area may read them.
  { category: 'rules', pattern: '**/*-rules.ts' },
  { category: 'errors', pattern: '**/*.errors.ts' },
  {
    category: 'test',
    pattern: ['**/*.test.{ts,tsx}', '**/*-test-helpers.ts', '**/*-test-data.ts'],
  },
];

const api = ['api-module', 'api-plugin', 'api-lib', 'api-db', 'api-script', 'api-test', 'api-root'];
const web = [
  'web-app',
  'web-feature',
  'web-components',
  'web-lib',
  'web-config',
  'web-test',
  'web-e2e',
  'web-root',
];

const from = (types, file) => ({ element: { type: types }, ...(file ? { file } : {}) });
const to = (types, file) => ({ to: { element: { type: types }, ...(file ? { file } : {}) } });
const toPackage = (source) => ({ to: { module: { source } } });
const ofCategory = (categories) => ({ categories });
const otherArea = {
  element: { type: 'api-module', captured: { area: '!{{from.captured.area}}' } },
};
const sameArea = { element: { type: 'api-module', captured: { area: '{{from.captured.area}}' } } };
const otherFeature = {
  element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } },
};
const config = { path: '**/apps/api/src/config.ts' };
const databaseInternals = {
  path: ['**/apps/api/src/db/schema.ts', '**/apps/api/src/db/{schema,seed}/**'],
};
const fastifyPackages = ['fastify', 'fastify-*', '@fastify/*'];

const policies = [
  // Packages, and files of one's own element (the same feature, module, lib, ...).
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { allow: { dependency: { relationship: { to: 'internal' } } } },
  {
    disallow: { to: { module: { origin: 'local' }, element: { isUnknown: true } } },
    message:
      'This import reaches no known part of the project (a folder, a missing file, or a file outside the apps and packages): import a file of an allowed layer.',
  },

  // contracts: nothing of the apps (only the internal and package imports above).
  {
    from: from('contracts'),
    disallow: [to([...api, ...web]), toPackage(['@homekeep/api', '@homekeep/web'])],
    message: 'contracts import nothing of the apps.',
  },

  // web: app -> features -> components / lib / config; main.tsx mounts the app.
  { from: from('web-root'), allow: to(['web-app', 'web-lib', 'web-config', 'contracts']) },
  {
    from: from('web-app'),
    allow: to(['web-feature', 'web-components', 'web-lib', 'web-config', 'contracts']),
  },
  {
    from: from('web-feature'),
    allow: to(['web-components', 'web-lib', 'web-config', 'contracts']),
  },
  { from: from('web-components'), allow: to(['web-lib', 'web-config', 'contracts']) },
  { from: from('web-lib'), allow: to(['web-config', 'contracts']) },
  { from: from('web-config'), allow: to('contracts') },
  { from: from(['web-test', 'web-e2e']), allow: to([...web, 'contracts']) },
  {
    from: from('web-feature'),
    disallow: { to: otherFeature },
    message: 'Features do not import each other; share through components/ or lib/.',
  },
  {
    from: from('web-feature'),
    disallow: to('web-app'),
    message: 'Features do not import the app layer.',
  },
  {
    from: from(['web-components', 'web-lib', 'web-config']),
    disallow: to(['web-feature', 'web-app']),
    message: 'Shared code (components, lib, config) never imports features or the app.',
  },
  {
    from: from(web),
    disallow: [to(api), toPackage('@homekeep/api')],
    message: 'The web app never imports API code.',
  },

  // API: lib and db below the modules; app.ts and main.ts (api-root) compose everything.
  { from: from(['api-root', 'api-test']), allow: to([...api, 'contracts']) },
  { from: from('api-lib'), allow: to('contracts') },
  { from: from('api-db'), allow: to(['api-lib', 'contracts']) },
  {
    from: from(['api-plugin', 'api-script', 'api-module']),
    allow: [
      to(['api-module', 'api-plugin', 'api-lib', 'api-db', 'contracts']),
      to('api-root', config),
    ],
  },
  {
    from: from(['api-plugin', 'api-script']),
    disallow: to('api-module', ofCategory(['routes', 'repository'])),
    message: 'Plugins and scripts use an area through its service, never its routes or repository.',
  },
  {
    from: from(api),
    disallow: [to(web), toPackage('@homekeep/web')],
    message: 'The API never imports web code.',
  },
  {
    from: from(['api-module', 'api-plugin', 'api-lib', 'api-root', 'contracts', ...web]),
    disallow: toPackage('drizzle-orm'),
    message: 'Only <area>.repository.ts files (and db/, scripts, tests) import drizzle-orm.',
  },

  // API modules: routes -> service layer -> repository. The service layer is every file of
  // an area that is not its routes, its repositories or a test: <area>.service.ts and helpers.
  {
    from: from('api-module'),
    disallow: [to('api-plugin'), toPackage(fastifyPackages)],
    message: 'Only routes know HTTP: services and repositories never import fastify or plugins.',
  },
  {
    from: from('api-module', ofCategory('routes')),
    allow: [to('api-plugin'), toPackage(fastifyPackages)],
  },
  {
    from: from('api-module'),
    disallow: { to: { ...otherArea, file: ofCategory(['routes', 'repository', 'conditions']) } },
    message: 'Another area is used through its service, never its routes or repository.',
  },
  {
    from: from('api-module', ofCategory('routes')),
    disallow: { to: otherArea },
    message: "Routes call their own area's service; crossing areas happens in services.",
  },
  {
    from: from('api-module', ofCategory('routes')),
    disallow: to('api-module', ofCategory('repository')),
    message: 'Routes never import a repository: call the service.',
  },
  {
    from: from('api-module'),
    disallow: to('api-db', databaseInternals),
    message: 'Only repositories use the schema; services take the `Database`/`Executor` types.',
  },
  {
    from: from('api-module', ofCategory(['repository', 'conditions'])),
    disallow: { to: { element: { type: 'api-module' } } },
    message:
      "A repository imports only its area's repositories, rules and errors, and other areas' shared conditions; never a service or routes.",
  },
  {
    from: from('api-module', ofCategory('repository')),
    allow: [
      to('api-db'),
      toPackage('drizzle-orm'),
      { to: { ...sameArea, file: ofCategory(['repository', 'conditions', 'rules', 'errors']) } },
      to('api-module', ofCategory('conditions')),
    ],
  },
  {
    from: from('api-module', ofCategory('conditions')),
    allow: [to('api-db'), toPackage('drizzle-orm')],
  },

  // Tests may reach anything of their own app (never the other app), and the database.
  { from: from(web, ofCategory('test')), allow: to([...web, 'contracts']) },
  {
    from: from(api, ofCategory('test')),
    allow: [to([...api, 'contracts']), toPackage(['drizzle-orm', ...fastifyPackages])],
  },
];

const boundariesConfig = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': elements,
    'boundaries/files': fileCategories,
    'boundaries/legacy-templates': false,
    'boundaries/flag-as-external': { unresolvableAlias: false },
    // Relative paths and the workspace aliases (`@/`, `@homekeep/*`) to their source files.
    'import/resolver': {
      [path.join(import.meta.dirname, 'scripts/lint/workspace-resolver.cjs')]: {},
    },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        checkInternals: true,
        checkUnknownLocals: true,
        policies,
      },
    ],
  },
};

const throughTheBaseQuery =
  'The web app calls the API only through RTK Query endpoints: inject one into `api` (lib/api.ts), whose base query alone calls fetch.';
const networkGlobals = ['fetch', 'XMLHttpRequest'].map((name) => ({
  name,
  message: throughTheBaseQuery,
}));

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
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      'check-file/no-index': [
        'error',
        { errorMessage: 'No barrel files: name the file after what it holds.' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The only block that sets this rule: flat config replaces a rule's options, never merges them.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/index', '**/index.{js,ts,tsx}'],
              message: 'No barrel files: import the module itself.',
            },
          ],
        },
      ],
    },
  },
  boundariesConfig,
  {
    // No file leads back to itself through imports, type imports included (decision 043).
    files: ['apps/{api,web}/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-circles': importCircles },
    rules: { 'import-circles/no-import-circle': 'error' },
  },
  {
    // Shared services reach modules and plugins as registration options, never as decorations
    // of the instance (decision 043). The only block that sets this rule.
    files: ['apps/api/src/{modules,plugins}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='Identifier'][object.name=/^(app|fastify|instance|server)$/][property.name=/^(db|database|config)$/]",
          message:
            'Take `db`, `database` and `config` from the registration options (app.register(routes, { db, config })), never from the instance.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app reaches the API only through RTK Query and the one base query of lib/api.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api.ts'],
    rules: {
      'no-restricted-globals': ['error', ...networkGlobals],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          networkGlobals.map(({ name, message }) => ({ object, property: name, message })),
        ),
      ],
    },
  },
);
