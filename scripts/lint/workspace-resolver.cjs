// Resolves imports for the lint boundaries the way TypeScript and Vite do in this repository:
// relative paths and the workspace aliases to source files (`.ts`, `.tsx`), never a folder
// (there are no index files), and packages through Node's resolution.
/* eslint-disable @typescript-eslint/no-require-imports -- ESLint loads resolvers with require() */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '../..');
const extensions = ['.ts', '.tsx', '.mjs', '.js', '.cjs'];

/** The source file a specifier without (or with a `.js`) extension names, if it exists. */
function sourceFile(base) {
  const candidates = [base, ...extensions.map((ext) => base + ext)];
  if (base.endsWith('.js')) candidates.push(base.slice(0, -3) + '.ts', base.slice(0, -3) + '.tsx');
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Where a workspace alias points, or null when the specifier is not one. */
function aliasTarget(source, importer) {
  if (source.startsWith('@/')) {
    const webSrc = path.join(root, 'apps/web/src');
    return importer.startsWith(path.join(root, 'apps/web'))
      ? path.join(webSrc, source.slice(2))
      : null;
  }
  const contract = /^@homekeep\/contracts\/(.+)$/.exec(source);
  if (contract) return path.join(root, 'packages/contracts/src', contract[1]);
  const app = /^@homekeep\/(api|web)\/(.+)$/.exec(source);
  if (app) return path.join(root, 'apps', app[1], app[2]);
  return null;
}

exports.interfaceVersion = 2;
exports.resolve = (source, importer, config) => {
  const target = source.startsWith('.')
    ? path.resolve(path.dirname(importer), source)
    : aliasTarget(source, importer);
  if (target !== null) {
    const file = sourceFile(target);
    return file ? { found: true, path: file } : { found: false };
  }
  if (source.startsWith('@/')) return { found: false };
  const resolved = nodeResolver.resolve(source, importer, config);
  return resolved.found ? resolved : packageOf(source, importer);
};

/**
 * A package whose subpath only its `exports` map names (`react-router/dom`): the package itself
 * is what the boundaries judge, so its package.json stands for the import.
 */
function packageOf(source, importer) {
  const name = source.startsWith('@')
    ? source.split('/').slice(0, 2).join('/')
    : source.split('/')[0];
  for (let dir = path.dirname(importer); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(manifest)) return { found: true, path: manifest };
    if (dir === path.dirname(dir)) return { found: false };
  }
}
