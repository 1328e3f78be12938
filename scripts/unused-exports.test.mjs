// Every export of the web app and of scripts/ is used by another file: an export that nothing
// imports is dead code, or a name that should not be exported. A name counts as used when it
// appears as a word in any other file of the repository (an import, a `module.name` after a
// dynamic import, a test); so a clash of names can hide an unused export, never invent one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from './lib/build.mjs';

/** The code whose exports are checked; tests and specs export nothing anyone imports. */
const checked = /^(apps\/web\/(src|e2e)\/.*\.tsx?|scripts\/.*\.mjs)$/;
const testFile = /\.(test|spec)\.(tsx?|mjs)$/;

const isExported = (node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
  !(ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name) {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

/** The names a module exports (default exports left out: they are imported by any name). */
function exportedNames(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause?.elements) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (isExported(statement)) {
      if (ts.isVariableStatement(statement)) {
        names.push(...statement.declarationList.declarations.flatMap((d) => bindingNames(d.name)));
      } else if (statement.name) {
        names.push(statement.name.text);
      }
    }
  }
  return names;
}

/** file -> the set of words in it. */
function wordsByFile(files) {
  return new Map(
    files.map(([file, text]) => [file, new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? [])]),
  );
}

/** `file: name` for each export of a checked file that no other file names. */
function unusedExports(files) {
  const words = wordsByFile(files);
  const unused = [];
  for (const [file, text] of files) {
    if (!checked.test(file) || testFile.test(file)) continue;
    for (const name of exportedNames(file, text)) {
      const usedElsewhere = [...words].some(([other, set]) => other !== file && set.has(name));
      if (!usedElsewhere) unused.push(`${file}: ${name}`);
    }
  }
  return unused;
}

describe('every export is used by another file', () => {
  it('finds exports that only their own file names', () => {
    const files = [
      [
        'apps/web/src/lib/a.ts',
        'export const used = 1;\nexport const { alone, other } = x;\nexport type Shape = {};\nconst local = 2;\nexport { local };\nexport default 3;',
      ],
      ['apps/web/src/lib/b.ts', "import { used, other } from './a';\n"],
      ['apps/api/src/c.ts', 'export const apiOnly = 1;\n'],
    ];
    expect(unusedExports(files)).toEqual([
      'apps/web/src/lib/a.ts: alone',
      'apps/web/src/lib/a.ts: Shape',
      'apps/web/src/lib/a.ts: local',
    ]);
  });

  it('in the web app and scripts/', () => {
    const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /^(apps|packages|scripts)\/.*\.(tsx?|mjs|cjs|js)$/.test(file));
    const files = tracked.flatMap((file) => {
      try {
        return [[file, readFileSync(path.join(root, file), 'utf8')]];
      } catch {
        return []; // deleted in the work tree, not yet in git
      }
    });
    expect(files.filter(([file]) => checked.test(file)).length).toBeGreaterThan(100);
    expect(unusedExports(files)).toEqual([]);
  });
});
