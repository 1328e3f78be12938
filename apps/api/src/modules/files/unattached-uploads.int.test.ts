import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import { uploadPng } from '../../../test/uploads';
import { bearer, signUp } from '../../../test/users';
import { localFileStorage } from './file-storage';
import { removeUnattachedUploads, UNATTACHED_UPLOAD_TTL_SECONDS } from './files.service';

// Two days back: on a shared server database, every other test file's uploads are younger than
// anything this test sweeps, so the sweep can only ever reach this test's own files.
const clock = manualClock(new Date(Date.now() - 2 * 86_400_000));
let t: TestApp;
beforeAll(async () => {
  // Its own database on a server, so the sweep meets no other file's uploads.
  t = await createTestApp({ ownDatabase: true, deps: { clock } });
});
afterAll(() => t.close());

const exists = (file: { id: string }) => localFileStorage(t.config.dataDir).has(file.id);

describe('removing uploads never attached (finding 5)', () => {
  it('removes what nothing refers to a day after its upload, and keeps the rest', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const orphan = await uploadPng(t.app, token, 'forgotten.png');
    const avatar = await uploadPng(t.app, token, 'me.png');
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth',
      headers: bearer(token),
      payload: { avatarFileId: avatar.id },
    });
    expect(set.statusCode).toBe(200);
    clock.advance(UNATTACHED_UPLOAD_TTL_SECONDS - 60);
    const recent = await uploadPng(t.app, token, 'just-now.png');

    const deps = { db: t.db, clock, storage: localFileStorage(t.config.dataDir) };
    expect(await removeUnattachedUploads(deps)).toBe(0);
    clock.advance(120);
    expect(await removeUnattachedUploads(deps)).toBe(1);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(avatar)).toBe(true);
    expect(await exists(recent)).toBe(true);
  });
});
