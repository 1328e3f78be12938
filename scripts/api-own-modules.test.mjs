// The API suite's files share their worker's modules (apps/api/vitest.config.ts, decision 061):
// a file that replaces a module or the timers for its process must run in a module graph of its
// own, so it has to be listed in `ownModules`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownModules } from '../apps/api/vitest.config.ts';
import { root } from './lib/build.mjs';

const api = path.join(root, 'apps/api');
const REPLACES = /\bvi\.(mock|doMock|useFakeTimers|stubGlobal|stubEnv)\(/;

const testFiles = (dir) =>
  readdirSync(path.join(api, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(relative);
    return entry.name.endsWith('.test.ts') ? [relative] : [];
  });

describe('the API files that replace modules or timers', () => {
  const replacing = testFiles('src').filter((file) =>
    REPLACES.test(readFileSync(path.join(api, file), 'utf8')),
  );

  it('are found', () => {
    expect(replacing.length).toBeGreaterThan(0);
  });

  it('each run in a module graph of their own', () => {
    expect(replacing.filter((file) => !ownModules.includes(file))).toEqual([]);
  });

  it('are the only ones listed there', () => {
    expect(ownModules.filter((file) => !replacing.includes(file))).toEqual([]);
  });
});
