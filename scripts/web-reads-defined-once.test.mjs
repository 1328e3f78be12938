// Each API read of the web app is defined in one file (DESIGN.md: a resource that several
// features show is read through the shared layer, lib/resources/, never copied per feature).
// The check reads every `build.query({ query | queryFn })` endpoint of apps/web/src and the
// paths it asks for; two files asking for the same path fail it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from './lib/build.mjs';

const webSource = path.join(root, 'apps/web/src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A path as written, its `${...}` parts as `{}` and any query string left out. */
function pathOf(node) {
  let text;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  else return null;
  return text.startsWith('/') ? text.split('?')[0] : null;
}

/** The paths a read asks for: what its `query` answers, or the `url` of what it builds. */
function pathsAskedBy(definition) {
  const found = [];
  const visit = (node) => {
    const direct = ts.isArrowFunction(node) ? pathOf(node.body) : null;
    const url =
      ts.isPropertyAssignment(node) && node.name.getText() === 'url'
        ? pathOf(node.initializer)
        : null;
    for (const asked of [direct, url]) if (asked) found.push(asked);
    ts.forEachChild(node, visit);
  };
  visit(definition);
  return found;
}

/** Every read endpoint (`build.query(...)`) in `text`, with the paths it asks for. */
function readsIn(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const reads = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      reads.push(...pathsAskedBy(node.arguments[0]));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

/** Paths read by more than one file: path -> files, relative to apps/web/src. */
function pathsReadTwice(files) {
  const readers = new Map();
  for (const [file, text] of files) {
    for (const asked of new Set(readsIn(file, text))) {
      readers.set(asked, [...(readers.get(asked) ?? []), file]);
    }
  }
  return Object.fromEntries([...readers].filter(([, by]) => by.length > 1));
}

describe('the web app defines each read once', () => {
  it('finds the paths of plain, built and hand-made reads', () => {
    const text = `
      export const a = api.injectEndpoints({ endpoints: (build) => ({
        one: build.query({ query: (id) => \`/things/\${id}\` }),
        some: build.query({ query: (params) => ({ url: '/things', params }) }),
        more: build.query({ queryFn: async (_a, _b, _c, baseQuery) => baseQuery({ url: '/others?x=1' }) }),
        change: build.mutation({ query: (body) => ({ url: '/writes', method: 'POST', body }) }),
      }) });`;
    expect(readsIn('a.ts', text)).toEqual(['/things/{}', '/things', '/others']);
  });

  it('refuses the same path read by two files', () => {
    const read = (url) => `build.query({ query: () => ({ url: '${url}' }) })`;
    expect(
      pathsReadTwice([
        ['features/a/api/a-api.ts', read('/zip-codes')],
        ['features/b/api/b-api.ts', read('/zip-codes')],
        ['lib/resources/c-api.ts', read('/services')],
      ]),
    ).toEqual({ '/zip-codes': ['features/a/api/a-api.ts', 'features/b/api/b-api.ts'] });
  });

  it('no path of the API is read by two files of apps/web/src', () => {
    const files = sourceFiles(webSource).map((file) => [
      path.relative(webSource, file),
      readFileSync(file, 'utf8'),
    ]);
    expect(files.length).toBeGreaterThan(50);
    expect(pathsReadTwice(files)).toEqual({});
  });
});
