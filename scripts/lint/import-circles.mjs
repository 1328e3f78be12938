// An ESLint rule that refuses an import whose file leads back, through imports, to the file that
// makes it. Every import counts, `import type` included: a type circle still leaves two files
// that cannot be read, moved or tested apart (eslint-plugin-import-x's no-cycle skips type
// imports, which is why this rule is the project's own; decision 043). Imports are resolved by
// the resolver the boundaries use; the linted file's imports come from its text, every other
// file's from the disk, read once per run.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const resolver = require('./workspace-resolver.cjs');

const root = path.resolve(import.meta.dirname, '../..');
const sourceFile = /\.(ts|tsx|mts|cts)$/;
/** How long a file's imports are trusted (an editor's long-running ESLint re-reads them). */
const LIFETIME_MS = 30_000;

/** Specifiers that may name a project file: relative paths and the workspace aliases. */
const local = /^(\.|@\/|@homekeep\/)/;

/** The project's source file a specifier names from `importer`, or null (a package, missing). */
function resolved(specifier, importer) {
  if (!local.test(specifier)) return null;
  const found = resolver.resolve(specifier, importer, {});
  if (!found.found || !found.path) return null;
  const file = found.path;
  return sourceFile.test(file) && !file.split(path.sep).includes('node_modules') ? file : null;
}

const onDisk = new Map();

/** The project files `file` imports, as it is on disk. */
function importsOf(file) {
  const known = onDisk.get(file);
  if (known && Date.now() - known.at < LIFETIME_MS) return known.files;
  let files = [];
  try {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    files = [...new Set(importedFiles.map((i) => resolved(i.fileName, file)).filter(Boolean))];
  } catch {
    // A file that cannot be read imports nothing we can follow.
  }
  onDisk.set(file, { at: Date.now(), files });
  return files;
}

/** The files from one of `starts` through which imports lead back to `target`, or null. */
function routeBack(starts, target) {
  const cameFrom = new Map(starts.map((start) => [start, null]));
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const route = [];
        for (let at = file; at !== null; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const shown = (file) => path.relative(root, file);

const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing file' },
    schema: [],
    messages: {
      circle:
        'Import circle: {{route}}. Move what both need to a file of its own, or pass it in as an argument.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    const imports = [];
    const collect = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolved(source.value, filename);
      if (target && target !== filename) imports.push({ node, target });
    };
    return {
      ImportDeclaration: (node) => collect(node, node.source),
      ExportNamedDeclaration: (node) => collect(node, node.source),
      ExportAllDeclaration: (node) => collect(node, node.source),
      ImportExpression: (node) => collect(node, node.source),
      TSImportEqualsDeclaration: (node) => collect(node, node.moduleReference?.expression),
      'Program:exit'() {
        // Most files are on no circle: one walk from all their imports tells.
        if (!routeBack([...new Set(imports.map((i) => i.target))], filename)) return;
        for (const { node, target } of imports) {
          const route = routeBack([target], filename);
          if (!route) continue;
          const files = [filename, ...route, filename].map(shown).join(' -> ');
          context.report({ node, messageId: 'circle', data: { route: files } });
        }
      },
    };
  },
};

export default { rules: { 'no-import-circle': noImportCircle } };
