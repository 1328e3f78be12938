import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isWebPage } from '@homekeep/contracts/web-pages';

/**
 * Serves the built web app beside the API: the build's own `.br`/`.gz` siblings when the
 * browser accepts them (`Content-Encoding`, `Vary: Accept-Encoding`), hashed assets cached for a
 * year as immutable, and index.html for every other page so that the client-side router takes
 * over. Files under dot-directories (the build manifest) are not served.
 *
 * The build prerenders some public pages into `<page>/index.html` (apps/web/scripts/prerender.mjs):
 * drawn signed out, before the API answers. A request for such an address without a query and
 * without a session cookie gets that file, painted before any script runs; anyone else gets
 * index.html, so a signed-in person never sees a visitor's page first (`Vary: Cookie`).
 *
 * An address that is none of the app's pages (`@homekeep/contracts/web-pages`, the list its
 * router is built from) answers 404 with index.html: the browser shows the app's not-found page,
 * and crawlers and link checkers see that there is nothing there.
 */
declare module 'fastify' {
  interface FastifyInstance {
    servePage?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * Hashed assets never change under their name; index.html names the current ones, so it is
 * checked on every visit (else a browser could ask for assets a new build has removed).
 */
function cacheControlOf(file: string) {
  const served = file.replace(/\.(br|gz)$/, '');
  if (served.endsWith('.html')) return 'no-cache';
  if (served.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Addresses with a prerendered page: `/home` for `<dist>/home/index.html`. */
function prerenderedPages(distDir: string): Set<string> {
  const pages = readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(path.join(distDir, entry.name, 'index.html')))
    .map((entry) => `/${entry.name}`);
  return new Set(pages);
}

const SESSION_COOKIE = /(?:^|;\s*)accessToken=[^;]/;

async function webAppPlugin(app: FastifyInstance, options: { distDir: string }) {
  const index = path.join(options.distDir, 'index.html');
  const built = existsSync(index);
  const prerendered = built ? prerenderedPages(options.distDir) : new Set<string>();

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlOf(path.relative(options.distDir, filePath)));
      },
    });
  }

  /** Answers a browser's request for an app page; false when the request is not for a page. */
  app.decorate('servePage', (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // curl, link checkers and chat previews send no Accept or `*/*`: they get the page too; only
    // a client that asks for something else (JSON) gets the JSON 404.
    const accept = request.headers.accept ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !path.extname(pathname) &&
      (accept === '' || accept.includes('text/html') || accept.includes('*/*'));
    if (!wantsPage) return false;
    if (!built) {
      void reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
      return true;
    }
    const visitor =
      !request.url.includes('?') && !SESSION_COOKIE.test(request.headers.cookie ?? '');
    void reply.header('vary', 'Cookie');
    if (!isWebPage(pathname)) void reply.status(404);
    void reply.sendFile(
      visitor && prerendered.has(pathname) ? `${pathname.slice(1)}/index.html` : 'index.html',
    );
    return true;
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
