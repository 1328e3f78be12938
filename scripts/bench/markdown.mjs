// docs/BENCHMARKS.md is made of blocks, each written by one benchmark and kept by the others:
// <!-- bench:<id> --> ... <!-- /bench:<id> -->. Text outside the blocks is written by hand.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/build.mjs';

const benchmarksFile = path.join(root, 'docs/BENCHMARKS.md');

const open = (id) => `<!-- bench:${id} -->`;
const close = (id) => `<!-- /bench:${id} -->`;

/**
 * Replaces block `id` with `content`. A new block goes just before the heading `before` (the
 * next section's, so that blocks of a section keep the order they were first written in), else
 * at the end.
 */
export function upsertBlock(id, content, { before } = {}) {
  let markdown = existsSync(benchmarksFile)
    ? readFileSync(benchmarksFile, 'utf8')
    : '# Benchmarks\n';
  const block = `${open(id)}\n${content.trim()}\n${close(id)}`;
  const start = markdown.indexOf(open(id));
  const end = markdown.indexOf(close(id));
  if (start !== -1 && end > start) {
    markdown = markdown.slice(0, start) + block + markdown.slice(end + close(id).length);
  } else if (before && markdown.includes(`\n${before}\n`)) {
    const at = markdown.indexOf(`\n${before}\n`) + 1;
    markdown = `${markdown.slice(0, at)}${block}\n\n${markdown.slice(at)}`;
  } else {
    markdown = `${markdown.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(benchmarksFile, markdown);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** "measured <date> on <machine>, at commit <sha>": the line every block starts with. */
export function provenance() {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  } catch {
    // not a git checkout
  }
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `measured ${when} UTC at commit \`${commit}\` on ${os.availableParallelism()} cores (${cpu}), Node ${process.version}`;
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
