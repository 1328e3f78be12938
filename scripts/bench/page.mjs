// docs/BENCHMARKS.md is written whole from scripts/bench/page-template.md and the latest results
// of each benchmark mode (scripts/bench/results/<mode>.json): a run saves its mode's results and
// writes the page again, so the page always holds the current figures and nothing else.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/build.mjs';
import {
  fleetSection,
  floorsSection,
  memorySection,
  scaleSection,
  smallSection,
  webSection,
  writesSection,
} from './page-sections.mjs';

export const pageFile = path.join(root, 'docs/BENCHMARKS.md');
const templateFile = path.join(root, 'scripts/bench/page-template.md');
const resultsDir = path.join(root, 'scripts/bench/results');
const MODES = ['small', 'scale', 'writes', 'web', 'memory', 'fleet'];

/** The latest saved results of every mode: mode -> results, or undefined when never run. */
function savedResults() {
  return Object.fromEntries(
    MODES.map((mode) => {
      const file = path.join(resultsDir, `${mode}.json`);
      return [mode, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined];
    }),
  );
}

/** The page for these results: the template with each `{{section}}` filled in. */
export function renderPage(results = savedResults()) {
  const sections = {
    floors: floorsSection(results.scale, results.writes),
    writes: writesSection(results.writes),
    scale: scaleSection(results.scale),
    small: smallSection(results.small),
    web: webSection(results.web),
    memory: memorySection(results.memory),
    fleet: fleetSection(results.fleet),
  };
  return readFileSync(templateFile, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in sections)) throw new Error(`page-template.md names no section "${name}"`);
    return sections[name];
  });
}

/** Keeps `results` as the latest of `mode` and writes the page again from all modes' latest. */
export function saveResultsAndWritePage(mode, results) {
  if (!MODES.includes(mode)) throw new Error(`unknown benchmark mode ${mode}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${mode}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(pageFile, renderPage());
  console.log(`Wrote scripts/bench/results/${mode}.json and docs/BENCHMARKS.md`);
}
