// The JavaScript a phone downloads before it can show the landing page (/ or /home), gzip-compressed,
// from the production build: index.html's entry script and modulepreload links, plus the chunks of
// the screens a visitor's / and /home show and their static imports from the Vite manifest
// (apps/web/dist/.vite/manifest.json).
//
//   node scripts/check-landing-budget.mjs      (run by `npm test -- web`) fails above the ceiling
//
// LANDING_BUDGET_KB is what the build may weigh: above it the check fails. It sits a little above
// what the landing page weighs now, so that growth is noticed; raise it only with a reason in a
// decision. docs/BENCHMARKS.md prints this number.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_BUDGET_KB = 136;
/** The source module of each screen / and /home show a visitor first (chunks the router loads). */
const HOME_SCREENS = ['src/app/role-home.tsx', 'src/features/catalog/landing-screen.tsx'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(root, 'apps/web/dist');

/** Gzip size as served: the build's own .gz sibling when there is one. */
function gzipSize(file) {
  const sibling = `${file}.gz`;
  return existsSync(sibling)
    ? readFileSync(sibling).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Chunk files of a manifest entry and everything it imports statically, depth first. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed? update HOME_SCREENS)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Every script file /home needs before it paints, with its raw and gzip sizes. */
export function landingScripts(dist = distDir) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with manifest`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set(
    [
      ...html.matchAll(
        /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
      ),
    ].map((m) => m[1]),
  );
  for (const screen of HOME_SCREENS) staticClosure(manifest, screen, files);
  return [...files].map((file) => {
    const full = path.join(dist, file);
    return { file, raw: readFileSync(full).length, gzip: gzipSize(full) };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const scripts = landingScripts().sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => (n / 1024).toFixed(1);
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  for (const s of scripts) console.log(`${kb(s.gzip).padStart(7)} kB gzip  ${s.file}`);
  console.log(
    `Landing page (/, /home) initial JavaScript: ${kb(total)} kB gzip in ${scripts.length} files`,
  );
  if (total > LANDING_BUDGET_KB * 1024) {
    console.error(`Over the landing budget of ${LANDING_BUDGET_KB} kB.`);
    process.exit(1);
  }
  console.log(`Within the landing budget of ${LANDING_BUDGET_KB} kB.`);
}
