import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

// A build as Vite and its precompress step leave it: hashed assets with .br and .gz siblings.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const page = `<!doctype html><html><head><title>Homekeep</title></head><body>${'<p>home</p>'.repeat(150)}<script type="module" src="/assets/index-AbC123.js"></script></body></html>`;
const prerendered = page.replace('<body>', '<body><h1>Home maintenance, planned</h1>');

function writeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'homekeep-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const write = (file: string, content: string, compressed: boolean) => {
    writeFileSync(path.join(dist, file), content);
    if (!compressed) return;
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
  };
  write('assets/index-AbC123.js', script, true);
  write('index.html', page, true);
  mkdirSync(path.join(dist, 'home'));
  write('home/index.html', prerendered, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  write('.vite/manifest.json', '{"index.html":{"file":"assets/index-AbC123.js"}}', false);
  return dist;
}

describe('web app assets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDistDir: writeBuild() }, serveWebApp: true });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli sibling of a hashed script to a browser that accepts it, cached as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip sibling when brotli is not accepted', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding, still varying on it', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('answers a page with index.html compressed and never cached stale', async () => {
    const res = await get('/sign-up', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('answers a visitor with the prerendered page, compressed, never cached stale', async () => {
    const res = await get('/home', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(prerendered);
  });

  it.each<[string, Record<string, string>]>([
    ['/home', { cookie: 'cookiesConsent=accepted; accessToken=abc.def' }],
    ['/home?returnTo=%2Fpayments', {}],
    ['/dashboard/properties', {}],
  ])('answers %s (%j) with the app shell, the client draws it', async (url, headers) => {
    const res = await get(url, { accept: 'text/html', ...headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toBe(page);
  });

  it('keeps a visitor who only chose about cookies on the prerendered page', async () => {
    const res = await get('/home', { accept: 'text/html', cookie: 'cookiesConsent=declined' });
    expect(res.body).toBe(prerendered);
  });

  it('sends a file without compressed siblings as it is, with a short cache outside assets/', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each<Record<string, string>>([
    {},
    { accept: '*/*' },
    { accept: 'text/html,application/xhtml+xml;q=0.9' },
  ])(
    'answers a page address with the page to a client sending %j (curl, link checkers)',
    async (headers) => {
      const res = await get('/dashboard/properties', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it.each(['/no-such-page', '/dashboard/nothing-here', '/admin/users/extra', '/orders/1/2'])(
    'answers %s, no page of the app, 404 with the app shell that shows its not-found page',
    async (url) => {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'identity' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(page);
    },
  );

  it.each([
    '/',
    '/home-services/6f1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e01',
    '/dashboard/properties/abc/edit',
    '/dashboard/notifications',
    '/admin/test-clock',
    '/Sign-In/',
  ])('answers %s, a page of the app, 200', async (url) => {
    expect((await get(url, { accept: 'text/html' })).statusCode).toBe(200);
  });

  it('keeps a JSON 404 for a client that asks for JSON only', async () => {
    const res = await get('/no-such-page', { accept: 'application/json' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('does not serve the build manifest', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.statusCode).toBe(404);
  });
});
