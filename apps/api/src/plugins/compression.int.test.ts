import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A page of the catalogue: well over the 1 KB below which an answer goes as it is.
  const list = '/api/v1/services?limit=50';
  const get = (url: string, encodings?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: encodings === undefined ? {} : { 'accept-encoding': encodings },
    });

  it('sends a list in brotli to a browser that accepts it, the same answer in fewer bytes', async () => {
    const plain = await get(list);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await get(list, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = brotliDecompressSync(res.rawPayload);
    expect(JSON.parse(body.toString())).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('sends gzip when brotli is not accepted, and the answer as it is when nothing is', async () => {
    const gzipped = await get(list, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const identity = await get(list, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(identity.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/health', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('refuses a compressed request body, creating nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'Ada', email: 'ada@example.com' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
