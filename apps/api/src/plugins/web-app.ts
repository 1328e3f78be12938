import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app beside the API: hashed assets cached for a year, and index.html for
 * every other page so that the client-side router takes over.
 */
declare module 'fastify' {
  interface FastifyInstance {
    servePage?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

async function webAppPlugin(app: FastifyInstance, options: { distDir: string }) {
  const index = path.join(options.distDir, 'index.html');
  const built = existsSync(index);

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  /** Answers a browser's request for an app page; false when the request is not for a page. */
  app.decorate('servePage', (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api') &&
      !path.extname(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
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
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
