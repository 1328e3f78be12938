// The web suite's files share their worker's modules and document (apps/web/vitest.config.ts,
// decision 062). Timers, globals, toasts, storage and the address are put back after each test
// (src/test/setup.ts); a replaced module could not be, so no web test replaces one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/build.mjs';

const web = path.join(root, 'apps/web');
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;

const testFiles = (dir) =>
  readdirSync(path.join(web, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });

describe('the web test files', () => {
  const files = testFiles('src');

  it('are found', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('replace no module, since they share their worker’s modules', () => {
    const replacing = files.filter((file) =>
      REPLACES_A_MODULE.test(readFileSync(path.join(web, file), 'utf8')),
    );
    expect(replacing).toEqual([]);
  });
});
