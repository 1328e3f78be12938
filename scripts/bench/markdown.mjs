// Helpers shared by the benchmark modes: sizes, the machine's load, where and when a run was made,
// and Markdown tables for docs/BENCHMARKS.md (written by page.mjs).
import { execSync } from 'node:child_process';
import os from 'node:os';
import { root } from '../lib/build.mjs';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Where and when a run is made: saved with its results and printed on the page. */
export function provenance() {
  let commit = null;
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  } catch {
    // not a git checkout
  }
  return {
    when: new Date().toISOString().slice(0, 16).replace('T', ' '),
    commit,
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
    node: process.version,
  };
}

/** Markdown table from a header row and rows of cells. */
export function table(header, rows, align) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(header),
    line(header.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'))),
    ...rows.map(line),
  ].join('\n');
}
