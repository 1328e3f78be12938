import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { systemClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { startS3Server } from '../../../test/s3-server';
import { filePart, multipartBody, PDF, PNG, uploadPng } from '../../../test/uploads';
import { bearer, signUp } from '../../../test/users';
import { localFileStorage } from './file-storage';
import { copyUploads } from './move-uploads';
import { s3FileStorage } from './s3-file-storage';

// Two apps on one database: `onDisk` keeps uploads under DATA_DIR, `inBucket` in the bucket.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let onDisk: TestApp;
let inBucket: { app: App; config: TestApp['config'] };
let bucket: ReturnType<typeof s3FileStorage>;
beforeAll(async () => {
  s3 = await startS3Server();
  onDisk = await createTestApp();
  const config = { ...onDisk.config, s3: s3.settings };
  const app = await buildApp({
    config,
    database: onDisk.database,
    clock: systemClock,
    pause: async () => {},
    logger: false,
  });
  await app.ready();
  inBucket = { app, config };
  bucket = s3FileStorage(s3.settings);
});
afterAll(async () => {
  bucket.close();
  await inBucket.app.close();
  await onDisk.close();
  await s3.close();
});

describe('uploads in an S3-compatible bucket', () => {
  it('are written to the bucket, served by their signed address and deleted from it', async () => {
    const { token } = await signUp(inBucket.app, { role: 'resident' });
    const { payload, headers } = multipartBody([filePart(PDF, 'invoice.pdf', 'application/pdf')]);
    const created = await inBucket.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(created.statusCode).toBe(201);
    const file = created.json().data as { id: string; url: string; mimeType: string };
    expect(file.mimeType).toBe('application/pdf');
    expect(await bucket.has(file.id)).toBe(true);
    expect(await localFileStorage(inBucket.config.dataDir).has(file.id)).toBe(false);

    const served = await inBucket.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const removed = await inBucket.app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await bucket.has(file.id)).toBe(false);
    expect((await inBucket.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('refuses a text file named .png and keeps nothing in the bucket', async () => {
    const { token } = await signUp(inBucket.app, { role: 'resident' });
    const { payload, headers } = multipartBody([filePart(Buffer.from('not a picture'), 'a.png')]);
    const refused = await inBucket.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(refused.statusCode).toBe(415);
  });
});

describe('copying uploads from the disk to a bucket', () => {
  it('copies every file once, and the bucket then serves them', async () => {
    const { token } = await signUp(onDisk.app, { role: 'resident' });
    const files = [await uploadPng(onDisk.app, token, 'a.png'), await uploadPng(onDisk.app, token)];
    const disk = localFileStorage(onDisk.config.dataDir);
    const first = await copyUploads(onDisk.db, disk, bucket);
    expect(first.copied).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(await bucket.has(file.id)).toBe(true);
    const again = await copyUploads(onDisk.db, disk, bucket);
    expect(again.copied).toBe(0);

    // The app on the bucket serves what was uploaded on the disk.
    const served = await inBucket.app.inject({ method: 'GET', url: files[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
