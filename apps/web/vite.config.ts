import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The brand is one setting (APP_NAME or VITE_APP_NAME); the page title is written at build time.
const appNameInHtml = (appName: string): Plugin => ({
  name: 'homekeep-app-name',
  transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', escapeHtml(appName)),
});

// Compressed siblings (.gz, .br) let a static server send them as they are, with no work per request.
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'homekeep-precompress',
    apply: 'build',
    configResolved(config) {
      // The prerendering build (for Node) is not served: nothing to compress.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
};

/**
 * The charts of the operations console (recharts) keep their state in Redux Toolkit, as the app
 * does. One module can sit in one chunk only, so the toolkit code recharts alone uses (listener
 * middleware, immer plugins) would ride in the app's first-load `api` chunk. Giving recharts its
 * own copy of those libraries keeps that code in the charts chunk, loaded by admins only.
 */
const CHART_STATE = /^(@reduxjs\/toolkit|immer|redux|redux-thunk|reselect)(\/|$)/;
const CHART_COPY = '?chart-state';
const isolateChartState = (): Plugin => ({
  name: 'homekeep-isolate-chart-state',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !CHART_STATE.test(source)) return null;
    const fromCharts =
      importer.includes('/node_modules/recharts/') || importer.endsWith(CHART_COPY);
    if (!fromCharts) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? { ...resolved, id: `${resolved.id}${CHART_COPY}` } : null;
  },
});

/**
 * React DOM and React Router in files of their own: a phone evaluates each module file in one
 * task, and the entry with both libraries inside was one task of about 400 ms under Lighthouse's
 * CPU slowdown. Apart, the boot script of a prerendered page (scripts/prerender-boot.js) evaluates
 * them one after the other, yielding to the browser in between.
 */
// What the app's first script imports itself (index.html preloads them): loaded before any screen
// is, so a screen's preload list need not name them. Each name in those lists weighs on every
// visitor's first script (the map of `__vite__mapDeps`); a name left out by mistake would only be
// fetched when imported.
const LOADED_WITH_ENTRY =
  /(^|\/)(rolldown-runtime|react-dom|react-router|jsx-runtime|Box|UnstyledButton)-[\w-]+\.js$/;

const VENDOR_FILES = [
  { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
];

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), '');
  const appName = env.VITE_APP_NAME || env.APP_NAME || 'Homekeep';
  const apiTarget = env.API_PROXY_TARGET || 'http://127.0.0.1:3000';
  const proxy = { '/api': { target: apiTarget, changeOrigin: true } };
  return {
    plugins: [isolateChartState(), react(), appNameInHtml(appName), precompress()],
    define: { 'import.meta.env.VITE_APP_NAME': JSON.stringify(appName) },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { proxy },
    preview: { proxy },
    // The manifest maps each source module to its chunks: the landing-page budget check reads it.
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      // The operations console's chunks are fetched when an admin opens it, never preloaded
      // with the app's first script: their list would only weigh on every visitor's first load.
      modulePreload: {
        // Every browser of the build's target but Safari 16 and Firefox 104-114 preloads modules
        // itself; those fetch them as they are imported. The polyfill weighed 0.2 kB gzip on
        // every visitor's first script.
        polyfill: false,
        resolveDependencies: (file, deps, { hostType }) => {
          if (file.includes('admin-routes')) return [];
          // index.html's own list is what loads them with the entry: kept whole.
          return hostType === 'html' ? deps : deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep));
        },
      },
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: VENDOR_FILES } } },
    },
  };
});
