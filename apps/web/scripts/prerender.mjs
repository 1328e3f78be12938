// `npm run build -w @homekeep/web` runs this after `vite build`: the public pages' HTML with their
// markup, so that a phone paints them before any script runs (the client hydrates them after).
// It builds src/entry-server.tsx for Node, renders each page signed out and with nothing from the
// API, and writes dist/<page>/index.html (with .gz and .br) from the built dist/index.html. The
// API sends that file for the page's address to a request without a session (plugins/web-app.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * Public pages that look the same for every visitor until the API answers, each with the source
 * modules of its lazy routes (src/app/router.tsx): their scripts are preloaded and their styles
 * linked in the page's HTML, so it paints styled and hydrates without waiting for the router.
 */
const PRERENDERED_PAGES = {
  '/home': ['src/features/catalog/landing-screen.tsx'],
  '/sign-in': [
    'src/lib/data-layer.tsx',
    'src/app/guard.tsx',
    'src/features/auth/sign-in-screen.tsx',
  ],
  '/sign-up': [
    'src/lib/data-layer.tsx',
    'src/app/guard.tsx',
    'src/features/auth/sign-up-screen.tsx',
  ],
  '/help': ['src/features/marketing/help-screen.tsx'],
  '/terms': ['src/features/marketing/terms-screen.tsx'],
  '/privacy': ['src/features/marketing/privacy-screen.tsx'],
};

/**
 * Chunks a page fetches right after it hydrates (the landing page's plans and banners with the
 * data layer): the boot script preloads them with the page's own, after them, so that React does
 * not add their many preload links to the page while it renders.
 */
const LOADED_AFTER_HYDRATION = {
  '/home': ['src/features/catalog/components/landing-api-sections.tsx'],
};

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'node_modules/.cache/prerender');
const ROOT_ELEMENT = '<div id="root"></div>';

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
  },
});

const { renderPage } = await import(pathToFileURL(path.join(ssrOut, 'entry-server.mjs')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** A source module's entry in the manifest, or the shared chunk it lives in. */
function manifestKey(module) {
  if (manifest[module]) return module;
  // A module that is also imported statically lives in a shared chunk, listed under its name.
  const name = path.basename(module, path.extname(module));
  const key = Object.keys(manifest).find((k) => manifest[k].name === name);
  if (!key) throw new Error(`${module} is not in the Vite manifest (renamed? update this script)`);
  return key;
}

/** The script and style files of a module and of everything it imports statically. */
function chunkFiles(key, into = { scripts: new Set(), styles: new Set() }) {
  const chunk = manifest[manifestKey(key)];
  if (into.scripts.has(chunk.file)) return into;
  into.scripts.add(chunk.file);
  for (const style of chunk.css ?? []) into.styles.add(style);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, into);
  return into;
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = template.match(ENTRY)?.[1];
if (!entry) throw new Error('dist/index.html has no entry script');

const bootSource = readFileSync(path.join(webRoot, 'scripts/prerender-boot.js'));
const boot = `/assets/boot-${createHash('sha256').update(bootSource).digest('hex').slice(0, 8)}.js`;
writeFileSync(path.join(dist, boot), bootSource);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/**
 * The page's script files in the order the boot script runs them: each after the files it
 * imports, and the entry (which starts hydration) after every file that does not need it.
 */
function evaluationOrder(modules, later) {
  const order = [];
  const seen = new Set([entryKey]);
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    order.push(key);
  };
  for (const key of manifest[entryKey].imports ?? []) visit(key);
  const beforeEntry = order.length;
  for (const module of [...modules, ...later]) visit(manifestKey(module));
  return [...order.slice(0, beforeEntry), entryKey, ...order.slice(beforeEntry)].map(
    (key) => `/${manifest[key].file}`,
  );
}

/** The page's head: its styles linked, its scripts left to the boot script (after the paint). */
function pageHead(modules, later = []) {
  const files = { scripts: new Set(), styles: new Set() };
  for (const module of modules) chunkFiles(module, files);
  const styles = [...files.styles]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const scripts = evaluationOrder(modules, later);
  const bootTag = `<script type="module" src="${boot}" data-modules="${scripts.join(' ')}"></script>`;
  const lines = [...styles, bootTag].map((line) => `    ${line}\n`).join('');
  return template.replace(ENTRY, '').replace(PRELOAD, '').replace('  </head>', `${lines}  </head>`);
}

for (const [page, modules] of Object.entries(PRERENDERED_PAGES)) {
  const markup = await renderPage(page);
  const html = pageHead(modules, LOADED_AFTER_HYDRATION[page]).replace(
    ROOT_ELEMENT,
    `<div id="root">${markup}</div>`,
  );
  const file = path.join(dist, page.slice(1), 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  console.log(`prerendered ${page} (${(html.length / 1024).toFixed(1)} kB)`);
}
rmSync(ssrOut, { recursive: true, force: true });
