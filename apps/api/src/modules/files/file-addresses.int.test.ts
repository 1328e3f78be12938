import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '@homekeep/contracts/files';
import { buildApp, loggerOptions, type App } from '../../app';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import { eventually } from '../../../test/eventually';
import { placeOfZip } from '../../../test/jobs';
import { filePart, multipartBody, PNG } from '../../../test/uploads';
import { bearer, createAdmin, signUp } from '../../../test/users';

let t: TestApp;
let token: string;
// A second app on the same database, on a clock the tests move, writing its log here.
let logged: App;
const clock = manualClock();
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app, { role: 'resident' })).token;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  logged = await buildApp({
    config: t.config,
    database: t.database,
    clock,
    pause: async () => {},
    logger: { ...(loggerOptions({ ...t.config, logLevel: 'info' }) as object), stream },
  });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('file addresses (finding 5)', () => {
  const get = (url: string) => logged.inject({ method: 'GET', url });
  const uploadThere = async () => {
    const { payload, headers } = multipartBody([filePart(PNG, 'kitchen.png')]);
    const response = await logged.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    return response.json().data as { id: string; url: string };
  };

  it('are signed: the bare address and a forged signature answer 404', async () => {
    const file = await uploadThere();
    expect((await get(file.url)).statusCode).toBe(200);
    expect((await get(`/api/v1/files/${file.id}/content`)).statusCode).toBe(404);
    const forged = file.url.replace(/signature=./, (start) =>
      start.endsWith('A') ? `${start.slice(0, -1)}B` : `${start.slice(0, -1)}A`,
    );
    expect((await get(forged)).statusCode).toBe(404);
    const other = await uploadThere();
    const borrowed = file.url.replace(file.id, other.id);
    expect((await get(borrowed)).statusCode).toBe(404);
    const later = file.url.replace(
      /expires=\d+/,
      (part) => `expires=${Number(part.slice(8)) + 3600}`,
    );
    expect((await get(later)).statusCode).toBe(404);
  });

  const withPhoto = async (fileId: string) => {
    const place = await placeOfZip(t.app, '90210');
    const created = await logged.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: bearer(token),
      payload: { name: 'Photo House', addressLine1: '1 Elm Street', ...place, zipCode: '90210' },
    });
    const id = created.json().data.id as string;
    const replaced = await logged.inject({
      method: 'PUT',
      url: `/api/v1/properties/${id}`,
      headers: bearer(token),
      payload: {
        name: 'Photo House',
        addressLine1: '1 Elm Street',
        ...place,
        zipCode: '90210',
        photoFileIds: [fileId],
      },
    });
    expect(replaced.statusCode).toBe(200);
    return id;
  };
  const photoUrlOf = async (propertyId: string, auth = bearer(token)) => {
    const read = await logged.inject({
      method: 'GET',
      url: `/api/v1/properties/${propertyId}`,
      headers: auth,
    });
    return { status: read.statusCode, url: read.json().data?.photos[0]?.url as string };
  };

  it('expire after an hour, are cached no longer than they live, and are given afresh', async () => {
    const file = await uploadThere();
    const propertyId = await withPhoto(file.id);
    const first = (await photoUrlOf(propertyId)).url;
    const served = await get(first);
    expect(served.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3900);
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect(served.headers['cache-control']).not.toMatch(/immutable/);
    clock.advance(2 * 3600);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(file.url)).statusCode).toBe(404);
    const fresh = (await photoUrlOf(propertyId)).url;
    expect(fresh).not.toBe(first);
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('are not written in the log', async () => {
    const file = await uploadThere();
    logLines.length = 0;
    expect((await get(file.url)).statusCode).toBe(200);
    const signature = new URL(file.url, 'http://x').searchParams.get('signature')!;
    // A streamed answer's line is written once its last byte has gone.
    expect(await eventually(() => logLines.join('').includes(`/files/${file.id}/content`))).toBe(
      true,
    );
    expect(logLines.join('')).not.toContain(signature);
  });

  it('are given to the owner only: another resident asking for the property gets 404', async () => {
    const file = await uploadThere();
    const propertyId = await withPhoto(file.id);
    const other = await signUp(t.app, { role: 'resident' });
    expect((await photoUrlOf(propertyId, bearer(other.token))).status).toBe(404);
  });
});

describe('catalogue pictures', () => {
  it('serve by their unsigned path once a service shows them, to everyone', async () => {
    const admin = await createAdmin(t.app, t.db);
    const { payload, headers } = multipartBody([filePart(PNG, 'heater.png')]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload,
      headers: { ...headers, ...bearer(admin.token) },
    });
    const path = fileUrl(uploaded.json().data.id);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/services',
      headers: bearer(admin.token),
      payload: {
        name: `zzz Heater ${Math.random().toString(36).slice(2, 8)}`,
        kind: 'home',
        description: 'Flushes the water heater.',
        priceCents: 14900,
        imageUrl: path,
      },
    });
    expect(created.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
  });
});
