// `npm install` is clean on every Node the README names: no installed package asks for a newer
// one (npm prints an EBADENGINE warning for each that does). A dependency that moves to a newer
// Node is held at its last version that runs on these, by an override in package.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { root } from './lib/build.mjs';

// README: "Node 20.19+, 22.13+ or 24 LTS" (24 became LTS with 24.11.0).
const SUPPORTED = ['20.19.0', '22.13.0', '24.11.0'];

const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const wanted = Object.entries(lock.packages)
  .filter(([name, entry]) => name !== '' && typeof entry.engines?.node === 'string')
  .map(([name, entry]) => ({ name, version: entry.version, node: entry.engines.node }));

describe('the engines of the installed packages', () => {
  it('reads the engines of the lock file', () => {
    expect(wanted.length).toBeGreaterThan(100);
  });

  it.each(SUPPORTED)('all accept Node %s', (node) => {
    const refusing = wanted
      .filter((p) => !semver.satisfies(node, p.node, { includePrerelease: true }))
      .map((p) => `${p.name.replace(/^.*node_modules\//, '')}@${p.version} wants ${p.node}`);
    expect(refusing).toEqual([]);
  });

  it('names the same Nodes as the README', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('Node 20.19+, 22.13+ or 24 LTS');
  });
});
