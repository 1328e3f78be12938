import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, someServices, type ApiCaller } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { filePart, multipartBody, PNG } from '../../test/uploads';
import { operator } from '../../test/admin';
import { residentWithProperty } from '../../test/jobs';
import { bearer, signUp, uniqueEmail } from '../../test/users';

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('text with control characters (finding 6)', () => {
  it.each([
    [
      '/auth/sign-up',
      {
        role: 'resident',
        email: uniqueEmail('nul'),
        password: 'correct horse battery',
        firstName: `Ro${NUL}bin`,
        lastName: 'Example',
      },
      'firstName must not contain control characters',
    ],
    [
      '/potential-clients',
      { firstName: 'Pat', lastName: `Le${NUL}ad`, email: 'pat@example.test' },
      'lastName must not contain control characters',
    ],
    [
      '/schedule-free-demo',
      { name: 'Pat', email: 'pat@example.test', message: `Hello${NUL}` },
      'message must not contain control characters',
    ],
  ])('POST %s answers 400 with a readable message', async (url, body, message) => {
    const response = await call('POST', url, undefined, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a NUL in a search, and a bell in a one-line field, but keeps line breaks in long text', async () => {
    const search = await call('GET', '/services?global=%00');
    expect(search.status).toBe(400);
    expect(search.body.message).toBe('global must not contain control characters');
    const bell = await call('POST', '/schedule-free-demo', undefined, {
      name: 'Pat\u0007',
      email: 'pat@example.test',
    });
    expect(bell.status).toBe(400);
    const lines = await call('POST', '/schedule-free-demo', undefined, {
      name: 'Pat',
      email: 'pat@example.test',
      message: 'First line\r\n\tSecond line',
    });
    expect(lines.status).toBe(201);
  });

  it('refuses a NUL in a password and in a token header instead of failing', async () => {
    const signIn = await call('POST', '/auth/sign-in', undefined, {
      email: 'who@example.test',
      password: `pass${NUL}word`,
    });
    expect(signIn.status).toBe(400);
    const lead = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/potential-clients/6f1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e01',
      headers: { 'x-potential-client-token': `a\u0001b` },
      payload: { lastName: 'Lead' },
    });
    expect(lead.statusCode).toBe(400);
  });
});

describe('integers beyond their column (finding 6)', () => {
  it.each([
    '/zip-codes?stateId=2147483648',
    '/cities?stateId=2147483648',
    '/states?countryId=2147483648',
    '/services?page=2147483648',
  ])('GET %s answers 400', async (url) => {
    const response = await call('GET', url);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/must be at most 2147483647/);
  });

  it('refuses oversized ids in a vendor’s vehicle and equipment bodies and paths', async () => {
    const { token } = await signUp(t.app, { role: 'vendor' });
    const vehicle = await call('POST', '/vendor-vehicles/add', token, {
      data: {
        vehicleTypeId: 2 ** 31,
        make: 'Ford',
        model: 'Transit',
        year: 2020,
        licensePlate: 'AB 123',
      },
    });
    expect(vehicle.status).toBe(400);
    expect(vehicle.body.message).toBe('vehicleTypeId must be at most 2147483647');
    const equipment = await call('POST', '/vendor-equipments/add', token, {
      data: { equipmentIds: [2 ** 31] },
    });
    expect(equipment.status).toBe(400);
    const removal = await call('DELETE', `/vendor-equipments/${2 ** 31}`, token);
    expect(removal.status).toBe(400);
  });
});

describe('malformed multipart (finding 6)', () => {
  it('answers 400 to a body cut off in the middle of a file', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const { payload, headers } = multipartBody([
      filePart(Buffer.concat([PNG, Buffer.alloc(4096)])),
    ]);
    const cut = payload.subarray(0, payload.length - 2000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload: cut,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The upload could not be read. Please try again.');
  });

  it('answers 400 to a multipart body without a boundary', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', ...bearer(token) },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('unpaired surrogates and NUL in any text (security finding 4)', () => {
  const LONE = '\ud800';
  const unreadable = (field: string) =>
    new RegExp(`^${field} must not contain (control characters|unpaired surrogates)`);

  it('answers 400 with a readable message to each case of the assessment, never a 500', async () => {
    const ops = await operator(t.app, t.db);
    const resident = await residentWithProperty(t.app);
    const [service] = await someServices(t.app, 1);
    const cases: [string, string, string | undefined, unknown, string][] = [
      [
        'POST',
        '/maintenance-requests',
        resident.token,
        {
          propertyId: resident.propertyId,
          serviceId: service!.id,
          description: 'The tap drips.',
          title: `Tap ${LONE}`,
        },
        'title',
      ],
      [
        'POST',
        '/schedule-free-demo',
        undefined,
        { name: `Pat${LONE}`, email: 'pat@example.test' },
        'name',
      ],
      [
        'POST',
        '/potential-clients',
        undefined,
        { firstName: 'Pat', lastName: `Le${LONE}ad`, email: 'pat@example.test' },
        'lastName',
      ],
      [
        'POST',
        '/admin/maintenance-plans',
        ops.token,
        {
          name: 'Plan',
          priceCents: 1000,
          interval: 'month',
          features: ['Visits', `Gutters${LONE}`],
        },
        'features.1',
      ],
      ['GET', '/admin/orders?city=Mad%00ison', ops.token, undefined, 'city'],
      ['GET', '/admin/outbox?to=a%00b%40example.test', ops.token, undefined, 'to'],
    ];
    for (const [method, url, token, body, field] of cases) {
      const response = await call(method as 'GET' | 'POST', url, token, body);
      expect(response.status, `${method} ${url}`).toBe(400);
      expect(response.body.message, `${method} ${url}`).toMatch(unreadable(field));
    }
  });

  it('still takes text with every plane of Unicode, paired surrogates included', async () => {
    const demo = await call('POST', '/schedule-free-demo', undefined, {
      name: 'Zoë 🏠 Ünal',
      email: 'zoe@example.test',
    });
    expect(demo.status).toBe(201);
  });
});
