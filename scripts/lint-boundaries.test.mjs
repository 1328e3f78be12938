// Each boundary of eslint.config.js fails lint on a planted violation, and clean code of each
// layer passes. The planted files do not exist: ESLint lints the text as if it were at that
// path, and the imports point at real files so that they resolve like real code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib/build.mjs';

const eslint = new ESLint({ cwd: root });

/** Lints `code` as the file at `file` (relative to the repository) and answers the problems. */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

async function expectRefused(file, code, reason) {
  const found = await problems(file, code);
  expect(found, `expected "${reason}" for ${file}`).toEqual(
    expect.arrayContaining([expect.stringContaining(reason)]),
  );
}

async function expectClean(file, code) {
  expect(await problems(file, code)).toEqual([]);
}

// ---- real files to import: the first ones found, so that renames elsewhere do not break this --
const sourceFile = /^(?!.*\.test\.)(?!index\.).*\.tsx?$/;
const filesIn = (dir, pattern = sourceFile) =>
  readdirSync(path.join(root, dir))
    .filter((name) => pattern.test(name) && statSync(path.join(root, dir, name)).isFile())
    .sort()
    .map((name) => `${dir}/${name}`);
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir))
    .filter((name) => statSync(path.join(root, dir, name)).isDirectory())
    .sort();

/** An import specifier from `file` to `target`, relative (`../x`) or through the web alias. */
const relative = (file, target) => {
  const spec = path.relative(path.dirname(file), target).replace(/\.tsx?$/, '');
  return spec.startsWith('.') ? spec : `./${spec}`;
};
const alias = (target) => `@/${path.relative('apps/web/src', target).replace(/\.tsx?$/, '')}`;
const importOf = (spec) => `import * as planted from '${spec}';\nexport const used = planted;\n`;

const web = {};
const api = {};
beforeAll(() => {
  const [a, b] = foldersIn('apps/web/src/features');
  web.featureA = `apps/web/src/features/${a}`;
  web.fileOfB = filesIn(`apps/web/src/features/${b}`)[0];
  web.appFile = filesIn('apps/web/src/app')[0];
  web.componentFile = filesIn(
    `apps/web/src/components/${foldersIn('apps/web/src/components')[0]}`,
  )[0];
  web.libFile = filesIn('apps/web/src/lib')[0];

  // Two areas that each have routes, a service and a repository.
  const layered = foldersIn('apps/api/src/modules').filter((area) =>
    ['routes', 'service', 'repository'].every(
      (layer) => filesIn(`apps/api/src/modules/${area}`, new RegExp(`\\.${layer}\\.ts$`)).length,
    ),
  );
  const layer = (area, kind) =>
    filesIn(`apps/api/src/modules/${area}`, new RegExp(`^${area}\\.${kind}\\.ts$`))[0] ??
    filesIn(`apps/api/src/modules/${area}`, new RegExp(`\\.${kind}\\.ts$`))[0];
  const [own, other] = layered;
  api.area = `apps/api/src/modules/${own}`;
  api.routes = layer(own, 'routes');
  api.service = layer(own, 'service');
  api.repository = layer(own, 'repository');
  api.errors = layer(own, 'errors');
  api.otherRoutes = layer(other, 'routes');
  api.otherService = layer(other, 'service');
  api.otherRepository = layer(other, 'repository');
  // Planted files of the first area, one per layer.
  api.plantedRoutes = `${api.area}/planted.routes.ts`;
  api.plantedService = `${api.area}/planted.service.ts`;
  api.plantedRepository = `${api.area}/planted.repository.ts`;
});

describe('contracts', () => {
  const file = 'packages/contracts/src/planted.ts';
  it('import nothing of the API', () =>
    expectRefused(
      file,
      importOf(relative(file, 'apps/api/src/config.ts')),
      'contracts import nothing of the apps',
    ));
  it('import nothing of the web app, by package name either', () =>
    expectRefused(
      file,
      importOf('@homekeep/web/src/config/paths'),
      'contracts import nothing of the apps',
    ));
  it('clean: zod and other contracts', () =>
    expectClean(
      file,
      `import { z } from 'zod';\n${importOf('./common')}export const s = z.string();\n`,
    ));
});

describe('the API never imports web code and the web never imports API code', () => {
  it('API module, by package name', () =>
    expectRefused(
      api.plantedService,
      importOf('@homekeep/web/src/config/paths'),
      'The API never imports web code',
    ));
  it('API composition root, by relative path', () =>
    expectRefused(
      'apps/api/src/planted.ts',
      importOf(relative('apps/api/src/planted.ts', web.libFile)),
      'The API never imports web code',
    ));
  it('web feature, by package name', () =>
    expectRefused(
      `${web.featureA}/planted.tsx`,
      importOf('@homekeep/api/src/config'),
      'The web app never imports API code',
    ));
  it('web lib, by relative path', () =>
    expectRefused(
      'apps/web/src/lib/planted.ts',
      importOf(relative('apps/web/src/lib/planted.ts', 'apps/api/src/config.ts')),
      'The web app never imports API code',
    ));
});

describe('web: app -> features -> components / lib / config', () => {
  const notEachOther = 'Features do not import each other';
  it('a feature never imports another feature through the alias', () =>
    expectRefused(`${web.featureA}/planted.tsx`, importOf(alias(web.fileOfB)), notEachOther));
  it('... nor through a relative path (../other/x)', () => {
    const file = `${web.featureA}/planted.tsx`;
    return expectRefused(file, importOf(relative(file, web.fileOfB)), notEachOther);
  });
  it('... nor from deeper (../../other/x)', () => {
    const file = `${web.featureA}/components/planted.tsx`;
    return expectRefused(file, importOf(relative(file, web.fileOfB)), notEachOther);
  });
  it('... nor a whole feature folder (../../other, @/features/other)', async () => {
    const file = `${web.featureA}/components/planted.tsx`;
    const folderOfB = path.dirname(web.fileOfB);
    const reason = 'reaches no known part of the project';
    await expectRefused(file, importOf(relative(file, folderOfB)), reason);
    await expectRefused(file, importOf(alias(folderOfB)), reason);
  });
  it('a feature never imports the app layer', () =>
    expectRefused(
      `${web.featureA}/planted.tsx`,
      importOf(alias(web.appFile)),
      'Features do not import the app layer',
    ));
  it('components never import a feature', () =>
    expectRefused(
      'apps/web/src/components/feedback/planted.tsx',
      importOf(alias(web.fileOfB)),
      'never imports features or the app',
    ));
  it('lib never imports the app', () =>
    expectRefused(
      'apps/web/src/lib/planted.ts',
      importOf(alias(web.appFile)),
      'never imports features or the app',
    ));
  it('lib never imports a feature by a relative path', () => {
    const file = 'apps/web/src/lib/planted.ts';
    return expectRefused(file, importOf(relative(file, web.fileOfB)), 'never imports features');
  });
  it('clean feature: its own files, components, lib, config, contracts, packages', () => {
    const file = `${web.featureA}/components/planted.tsx`;
    const own = filesIn(web.featureA)[0];
    return expectClean(
      file,
      [
        `import { useState } from 'react';`,
        `import * as own from '${relative(file, own)}';`,
        `import * as component from '${alias(web.componentFile)}';`,
        `import * as lib from '${alias(web.libFile)}';`,
        `import * as paths from '@/config/paths';`,
        `import * as common from '@homekeep/contracts/common';`,
        `export const used = [useState, own, component, lib, paths, common];`,
      ].join('\n'),
    );
  });
  it('clean app layer: features, components and lib', () =>
    expectClean(
      'apps/web/src/app/planted.tsx',
      [
        `import * as feature from '${alias(web.fileOfB)}';`,
        `import * as component from '${alias(web.componentFile)}';`,
        `import * as lib from '${alias(web.libFile)}';`,
        `export const used = [feature, component, lib];`,
      ].join('\n'),
    ));
  it('clean components: lib and config', () =>
    expectClean(
      'apps/web/src/components/feedback/planted.tsx',
      `import * as lib from '${alias(web.libFile)}';\nimport * as paths from '@/config/paths';\nexport const used = [lib, paths];\n`,
    ));
});

describe('API: routes -> service -> repository', () => {
  const rel = (from, target) => importOf(relative(from, target));
  // [what is refused, planted file (a key of `api`), imported file (a key of `api`), reason]
  it.each([
    [
      'routes never import a repository',
      'plantedRoutes',
      'repository',
      'Routes never import a repository',
    ],
    [
      "routes never import another area's service",
      'plantedRoutes',
      'otherService',
      "Routes call their own area's service",
    ],
    [
      'a repository never imports a service',
      'plantedRepository',
      'service',
      'A repository imports only',
    ],
    [
      'a repository never imports routes',
      'plantedRepository',
      'routes',
      'A repository imports only',
    ],
    [
      "a service never imports another area's repository",
      'plantedService',
      'otherRepository',
      'Another area is used through its service',
    ],
    [
      "a service never imports another area's routes",
      'plantedService',
      'otherRoutes',
      'Another area is used through its service',
    ],
  ])('%s', (_, file, target, reason) =>
    expectRefused(api[file], rel(api[file], api[target]), reason),
  );
  it('a service never imports fastify', () =>
    expectRefused(
      api.plantedService,
      `import type { FastifyBaseLogger } from 'fastify';\nexport type Log = FastifyBaseLogger;\n`,
      'never import fastify',
    ));
  it('... nor a fastify-* package or a plugin', async () => {
    await expectRefused(api.plantedService, importOf('fastify-plugin'), 'never import fastify');
    await expectRefused(
      api.plantedService,
      rel(api.plantedService, 'apps/api/src/plugins/auth.ts'),
      'never import fastify or plugins',
    );
  });
  it('a service never imports drizzle-orm', () =>
    expectRefused(
      api.plantedService,
      `import { eq } from 'drizzle-orm';\nexport const where = eq;\n`,
      'Only <area>.repository.ts files',
    ));
  it('... nor a drizzle-orm subpath, nor does a plugin', async () => {
    await expectRefused(
      api.plantedService,
      importOf('drizzle-orm/pg-core'),
      'Only <area>.repository.ts files',
    );
    await expectRefused(
      'apps/api/src/plugins/planted.ts',
      importOf('drizzle-orm'),
      'Only <area>.repository.ts files',
    );
  });
  it('a service never uses the schema directly', () =>
    expectRefused(
      api.plantedService,
      rel(api.plantedService, 'apps/api/src/db/schema.ts'),
      'Only repositories use the schema',
    ));
  it('plugins use an area through its service, not its repository', () =>
    expectRefused(
      'apps/api/src/plugins/planted.ts',
      rel('apps/api/src/plugins/planted.ts', api.repository),
      'use an area through its service',
    ));
  it("clean routes: its service and errors, plugins, contracts, fastify's type provider", () =>
    expectClean(
      api.plantedRoutes,
      [
        `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';`,
        `import * as common from '@homekeep/contracts/common';`,
        `import * as auth from '${relative(api.plantedRoutes, 'apps/api/src/plugins/auth.ts')}';`,
        `import * as service from '${relative(api.plantedRoutes, api.service)}';`,
        `import * as errors from '${relative(api.plantedRoutes, api.errors)}';`,
        `export const used = [common, auth, service, errors];`,
        `export type Plugin = FastifyPluginAsyncZod;`,
      ].join('\n'),
    ));
  it("clean service: its repository, another area's service, db types, lib, config", () =>
    expectClean(
      api.plantedService,
      [
        `import type { Executor } from '${relative(api.plantedService, 'apps/api/src/db/database.ts')}';`,
        `import * as config from '${relative(api.plantedService, 'apps/api/src/config.ts')}';`,
        `import * as errorsLib from '${relative(api.plantedService, 'apps/api/src/lib/app-error.ts')}';`,
        `import * as repository from '${relative(api.plantedService, api.repository)}';`,
        `import * as other from '${relative(api.plantedService, api.otherService)}';`,
        `export const used = [config, errorsLib, repository, other];`,
        `export type Db = Executor;`,
      ].join('\n'),
    ));
  it('clean repository: drizzle-orm, the schema, its own errors', () =>
    expectClean(
      api.plantedRepository,
      [
        `import { eq } from 'drizzle-orm';`,
        `import * as schema from '${relative(api.plantedRepository, 'apps/api/src/db/schema.ts')}';`,
        `import * as errors from '${relative(api.plantedRepository, api.errors)}';`,
        `export const used = [eq, schema, errors];`,
      ].join('\n'),
    ));
  it("a repository may compose another area's shared conditions, not its repository", async () => {
    const conditions = 'apps/api/src/modules/vendors/vendor-readiness.conditions.ts';
    await expectClean(api.plantedRepository, rel(api.plantedRepository, conditions));
    await expectRefused(
      api.plantedService,
      rel(api.plantedService, conditions),
      'Another area is used through its service',
    );
    await expectRefused(
      `${api.area}/planted.conditions.ts`,
      rel(`${api.area}/planted.conditions.ts`, api.service),
      'A repository imports only',
    );
  });
  it("a repository may read its own area's pure rules", () =>
    expectClean(
      'apps/api/src/modules/jobs/planted.repository.ts',
      rel(
        'apps/api/src/modules/jobs/planted.repository.ts',
        'apps/api/src/modules/jobs/job-rules.ts',
      ),
    ));
  it('clean tests and db/: drizzle-orm and the test harness', async () => {
    const test = `${api.area}/planted.int.test.ts`;
    await expectClean(
      test,
      `import { sql } from 'drizzle-orm';\n${importOf(relative(test, 'apps/api/test/app.ts'))}export const q = sql;\n`,
    );
    await expectClean(
      'apps/api/src/db/planted.ts',
      `import { sql } from 'drizzle-orm';\nexport const q = sql;\n`,
    );
  });
});

describe('names and barrels', () => {
  it('no barrel imports', () =>
    expectRefused(
      `${web.featureA}/planted.tsx`,
      importOf('./components/index'),
      'No barrel files',
    ));
  it('no barrel files', () =>
    expectRefused(`${web.featureA}/index.ts`, 'export const x = 1;\n', 'check-file/no-index'));
  it('file names are kebab-case', () =>
    expectRefused(
      `${web.featureA}/PlantedScreen.tsx`,
      'export const x = 1;\n',
      'check-file/filename-naming-convention',
    ));
  it('folder names are kebab-case', () =>
    expectRefused(
      'apps/web/src/features/PlantedArea/planted.tsx',
      'export const x = 1;\n',
      'check-file/folder-naming-convention',
    ));
});

describe('shared services come as registration options', () => {
  const fromOptions = 'Take `db`, `database` and `config` from the registration options';
  const plugin = (body) =>
    [
      `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';`,
      `export const planted: FastifyPluginAsyncZod = async (app) => {`,
      `  ${body}`,
      `};`,
    ].join('\n');
  it('routes never read the database from the instance', () =>
    expectRefused(api.plantedRoutes, plugin('app.get("/x", async () => app.db);'), fromOptions));
  it('... nor the configuration, nor does a plugin', async () => {
    await expectRefused(api.plantedRoutes, plugin('void app.config.limits;'), fromOptions);
    await expectRefused(
      'apps/api/src/plugins/planted.ts',
      plugin('void app.database.ping();'),
      fromOptions,
    );
  });
  it('clean: routes given the database in their options', () =>
    expectClean(
      api.plantedRoutes,
      [
        `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';`,
        `export const planted: FastifyPluginAsyncZod<{ db: object }> = async (app, { db }) => {`,
        `  app.get('/x', async () => db);`,
        `};`,
      ].join('\n'),
    ));
});

describe('import circles', () => {
  // A circle needs a file that already imports the planted one: the planted text stands in for
  // a real file that another real file imports.
  const circle = 'Import circle';
  /** The files of `dir` that a file of `dir` imports (relative or `@/`), found in its text. */
  const siblingsImportedBy = (dir, importer) => {
    const text = readFileSync(path.join(root, importer), 'utf8');
    return [...text.matchAll(/from '([^']+)'/g)]
      .map(([, spec]) =>
        spec.startsWith('@/')
          ? path.join('apps/web/src', spec.slice(2))
          : path.join(path.dirname(importer), spec),
      )
      .map((target) => filesIn(dir).find((file) => file.replace(/\.tsx?$/, '') === target))
      .filter(Boolean);
  };
  /** Imports between files of `dir`: [importer, imported] pairs. */
  const pairsIn = (dir) =>
    filesIn(dir).flatMap((importer) =>
      siblingsImportedBy(dir, importer).map((imported) => ({ importer, imported })),
    );
  const firstPair = (dir) => {
    const [pair] = pairsIn(dir);
    if (!pair) throw new Error(`no file of ${dir} imports another of its files`);
    return pair;
  };
  /** A file that imports a second that imports a third, all in one folder of the API modules. */
  const chainOfThree = () => {
    for (const area of foldersIn('apps/api/src/modules')) {
      const pairs = pairsIn(`apps/api/src/modules/${area}`);
      for (const first of pairs) {
        const second = pairs.find(
          (pair) => pair.importer === first.imported && pair.imported !== first.importer,
        );
        if (second) return [first.importer, first.imported, second.imported];
      }
    }
    throw new Error('no chain of three imports in the API modules');
  };

  it.each(['apps/api/src/lib', 'apps/web/src/lib', 'packages/contracts/src'])(
    'an import back to a file that imports this one, in %s',
    (dir) => {
      const { importer, imported } = firstPair(dir);
      return expectRefused(imported, importOf(relative(imported, importer)), circle);
    },
  );
  it('... when only types are imported back', () => {
    const { importer, imported } = firstPair('apps/api/src/lib');
    const spec = relative(imported, importer);
    return expectRefused(
      imported,
      `import type * as planted from '${spec}';\nexport type Used = typeof planted;\n`,
      circle,
    );
  });
  it('... and through a third file', () => {
    const [first, , third] = chainOfThree();
    return expectRefused(third, importOf(relative(third, first)), circle);
  });
  it('clean: the same import from a file nothing imports', () => {
    const { importer } = firstPair('apps/api/src/lib');
    const file = 'apps/api/src/lib/planted.ts';
    return expectClean(file, importOf(relative(file, importer)));
  });
});

describe('the web app reaches the API only through the base query of lib/api.ts', () => {
  const reason = 'calls the API only through RTK Query endpoints';
  const call = (callee) => `export const read = () => ${callee}('/api/v1/auth');\n`;
  it('a feature never calls fetch', () =>
    expectRefused(`${web.featureA}/api/planted-api.ts`, call('fetch'), reason));
  it('... nor window.fetch, globalThis.fetch or an XMLHttpRequest', async () => {
    const file = `${web.featureA}/planted.tsx`;
    await expectRefused(file, call('window.fetch'), reason);
    await expectRefused(file, call('globalThis.fetch'), reason);
    await expectRefused(file, 'export const request = new XMLHttpRequest();\n', reason);
  });
  it('shared code never calls fetch either', () =>
    expectRefused('apps/web/src/lib/planted.ts', call('fetch'), reason));
  it('clean: the one base query in lib/api.ts', () =>
    expectClean('apps/web/src/lib/api.ts', call('fetch')));
});
