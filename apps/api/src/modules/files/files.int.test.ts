import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@homekeep/contracts/files';
import { createTestApp, type TestApp } from '../../../test/app';
import { filePart, JPEG, multipartBody, PDF, PNG, type UploadPart } from '../../../test/uploads';
import { bearer, signUp } from '../../../test/users';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app, { role: 'resident' })).token;
});
afterAll(() => t.close());

const upload = (
  parts: UploadPart[],
  url = '/files',
  auth: Record<string, string> = bearer(token),
) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { ...headers, ...auth },
  });
};
const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /files', () => {
  it('stores an image, answers 201 with its url, and serves the bytes with the right headers', async () => {
    const response = await upload([filePart(PNG, 'Front door été.png')]);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(`^/api/v1/files/${data.id}/content\\?expires=\\d+&signature=`),
      name: 'Front door été.png',
      size: PNG.length,
      mimeType: 'image/png',
    });
    expect(storedFiles()).toContain(data.id);

    // No Authorization: it must work inside <img src>.
    const content = await t.app.inject({ method: 'GET', url: data.url });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PNG)).toBe(true);
    expect(content.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Front door _t_.png"; filename*=UTF-8''Front%20door%20%C3%A9t%C3%A9.png`,
    });
  });

  it('judges the type by content: a PNG named .pdf and declared as a PDF is a PNG', async () => {
    const response = await upload([filePart(PNG, 'scan.pdf', 'application/pdf')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ mimeType: 'image/png', name: 'scan.png' });
  });

  it('serves a PDF as a download and a JPEG inline', async () => {
    const pdf = (await upload([filePart(PDF, 'invoice.pdf', 'application/pdf')])).json().data;
    expect(pdf.mimeType).toBe('application/pdf');
    const served = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);

    const jpeg = await upload([filePart(JPEG, 'roof.jpeg', 'image/jpeg')]);
    expect(jpeg.json().data).toMatchObject({ mimeType: 'image/jpeg', name: 'roof.jpg' });
  });

  it('never uses the client file name as a path', async () => {
    const response = await upload([filePart(PNG, '../../../etc/passwd.png')]);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.name).toBe('passwd.png');
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
  });

  it('answers 415 for a text file declared as image/png, and keeps nothing', async () => {
    const before = storedFiles().length;
    const response = await upload([filePart(Buffer.from('hello, not an image'), 'x.png')]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      '"x.png" is not a JPEG, PNG, WebP image or a PDF document.',
    );
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers 413 for a file over 10 MB, and keeps nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES + 1 - PNG.length)]);
    const response = await upload([filePart(big, 'huge.png')]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than 10 MB/);
    expect(storedFiles()).toHaveLength(before);
  });

  it('accepts a file larger than the 1 MB JSON limit', async () => {
    const threeMb = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const response = await upload([filePart(threeMb, 'big.png')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.size).toBe(threeMb.length);
  });

  it('answers 400 without a file, for a JSON body, and for another field name', async () => {
    expect((await upload([])).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload: { file: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const wrongField = await upload([filePart(PNG, 'a.png', 'image/png', 'photo')]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/"file"/);
  });

  it('answers 401 without a token, for a vendor too it works', async () => {
    expect((await upload([filePart(PNG)], '/files', {})).statusCode).toBe(401);
    const vendor = await signUp(t.app, { role: 'vendor' });
    expect((await upload([filePart(PNG)], '/files', bearer(vendor.token))).statusCode).toBe(201);
  });
});

describe('POST /files/multi-files', () => {
  it('stores up to 10 files and answers with the list', async () => {
    const parts = [
      filePart(PNG, 'a.png', 'image/png', 'files'),
      filePart(PDF, 'b.pdf', 'application/pdf', 'files'),
    ];
    const response = await upload(parts, '/files/multi-files');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.map((f: { name: string }) => f.name)).toEqual(['a.png', 'b.pdf']);
  });

  it('keeps none when one of them is refused', async () => {
    const before = storedFiles().length;
    const parts = [
      filePart(PNG, 'a.png', 'image/png', 'files'),
      filePart(Buffer.from('<html></html>'), 'b.png', 'image/png', 'files'),
    ];
    const response = await upload(parts, '/files/multi-files');
    expect(response.statusCode).toBe(415);
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers 413 for more than 10 files', async () => {
    const parts = Array.from({ length: 11 }, (_, i) =>
      filePart(PNG, `p${i}.png`, 'image/png', 'files'),
    );
    const response = await upload(parts, '/files/multi-files');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('At most 10 files can be uploaded at once.');
  });

  it('answers 413 for a second file sent to the one-file address, naming the other', async () => {
    const parts = ['a.png', 'b.png'].map((name) => filePart(PNG, name, 'image/png', 'file'));
    const response = await upload(parts, '/files');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'This address takes one file; send up to 10 at once to /files/multi-files.',
    );
  });
});

describe('GET /files/{id}/content', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/files/6f1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e01/content',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/files/..%2F..%2Fx/content',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
describe('multipart elsewhere', () => {
  it('is still refused with 415 on JSON routes', async () => {
    const { payload, headers } = multipartBody([filePart(PNG, 'a.png', 'image/png', 'email')]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('DELETE /files/{id} (finding 5)', () => {
  const remove = (id: string, auth = bearer(token)) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/files/${id}`, headers: auth });

  it('deletes the owner’s unattached file and its bytes; another user gets 404', async () => {
    const file = (await upload([filePart(PNG, 'spare.png')])).json().data as {
      id: string;
      url: string;
    };
    const other = await signUp(t.app, { role: 'resident' });
    expect((await remove(file.id, bearer(other.token))).statusCode).toBe(404);
    expect((await remove(file.id)).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(file.id);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await remove(file.id)).statusCode).toBe(404);
  });

  it('refuses with 409 while the file is a profile picture, and deletes it once detached', async () => {
    const file = (await upload([filePart(PNG, 'me.png')])).json().data as { id: string };
    const patch = (avatarFileId: string | null) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth',
        headers: bearer(token),
        payload: { avatarFileId },
      });
    expect((await patch(file.id)).statusCode).toBe(200);
    const refused = await remove(file.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Remove it there first/);
    expect(storedFiles()).toContain(file.id);
    expect((await patch(null)).statusCode).toBe(200);
    expect((await remove(file.id)).statusCode).toBe(204);
  });
});

describe('avatarFileId (finding 8)', () => {
  it('must name a file the user uploaded', async () => {
    const other = await signUp(t.app, { role: 'resident' });
    const theirs = (await upload([filePart(PNG)], '/files', bearer(other.token))).json().data;
    for (const avatarFileId of [theirs.id, '6f1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e01']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth',
        headers: bearer(token),
        payload: { avatarFileId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'avatarFileId names files that do not exist or that you did not upload.',
      );
    }
  });
});
