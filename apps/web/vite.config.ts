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
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), '');
  const appName = env.VITE_APP_NAME || env.APP_NAME || 'Homekeep';
  const apiTarget = env.API_PROXY_TARGET || 'http://127.0.0.1:3000';
  const proxy = { '/api': { target: apiTarget, changeOrigin: true } };
  return {
    plugins: [react(), appNameInHtml(appName), precompress()],
    define: { 'import.meta.env.VITE_APP_NAME': JSON.stringify(appName) },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { proxy },
    preview: { proxy },
    build: { outDir: 'dist', emptyOutDir: true },
  };
});
