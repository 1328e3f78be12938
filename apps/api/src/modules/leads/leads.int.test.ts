import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedPotentialClient, PotentialClient } from '@homekeep/contracts/leads';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/users';
import { DEFAULT_LIMITS } from '../../config';

const MAX_SUBMISSIONS_PER_ADDRESS = DEFAULT_LIMITS.leadFormsPerAddressPerHour;
const SUBMISSION_WINDOW_SECONDS = 3600;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { limits: DEFAULT_LIMITS } });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each test sends from its own address so that the submission cap never leaks between tests. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

type Answer<T> = { status: number; body: T; headers: Record<string, unknown> };
type ErrorBody = { statusCode: number; message: string; code?: string };

async function send<T>(
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  options: { address?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as Record<string, unknown>,
    headers: options.headers,
    remoteAddress: options.address ?? freshAddress(),
  });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

const person = () => ({
  firstName: 'Pat',
  lastName: 'Lead',
  email: `lead-${randomUUID().slice(0, 8)}@example.test`,
});

const createLead = (payload: unknown, address?: string) =>
  send<{ data: CreatedPotentialClient }>('POST', '/potential-clients', payload, { address });

const updateLead = (id: string, token: string | undefined, payload: unknown, address?: string) =>
  send<{ data: PotentialClient }>('PUT', `/potential-clients/${id}`, payload, {
    address,
    headers: token === undefined ? {} : { 'x-potential-client-token': token },
  });

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

describe('POST /potential-clients', () => {
  it('stores the details and answers 201 with the id and a one-time token', async () => {
    const details = { ...person(), interest: 'property-management', propertyCount: 12 };
    const { status, body } = await createLead(details);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      ...details,
      id: expect.any(String),
      phone: null,
      company: null,
      message: null,
    });
    expect(body.data.token.length).toBeGreaterThanOrEqual(40);
    expect(body.data).not.toHaveProperty('tokenHash');
  });

  it('gives every lead its own token', async () => {
    const first = await createLead(person());
    const second = await createLead(person());
    expect(first.body.data.token).not.toBe(second.body.data.token);
  });

  it('accepts every optional field', async () => {
    const details = {
      ...person(),
      phone: '+1 406 555 0130',
      company: 'Maple Street Rentals',
      propertyCount: 3,
      interest: 'association-management',
      message: 'We look after three buildings.',
    };
    const { status, body } = await createLead(details);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ ...details, phone: '+14065550130' });
  });

  it.each([
    [{ lastName: 'Lead', email: 'a@example.test' }, 'firstName is required'],
    [{ ...person(), firstName: '   ' }, 'firstName is required'],
    [{ ...person(), email: 'not-an-email' }, 'email must be a valid email address'],
    [{ ...person(), lastName: 'x'.repeat(201) }, 'lastName must be at most 200 characters'],
    [{ ...person(), message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
    [{ ...person(), propertyCount: 0 }, 'propertyCount must be at least 1'],
    [{ ...person(), propertyCount: 2.5 }, 'propertyCount must be a whole number'],
    [{ ...person(), propertyCount: 1_000_000 }, 'propertyCount must be at most 100,000'],
    [{ ...person(), interest: 'spam' }, 'interest must be one of'],
    [{ ...person(), phone: 'call me' }, 'phone must be a valid phone number'],
    [{ ...person(), phone: '555-0142' }, 'phone must be a valid phone number'],
    [{ ...person(), phone: '406-555-0142 ext. 3' }, 'phone must be one number'],
  ])('refuses %j with 400 and a readable message', async (payload, message) => {
    const { status, body } = await createLead(payload);
    expect(status).toBe(400);
    expect((body as unknown as ErrorBody).message).toContain(message);
  });
});

describe('PUT /potential-clients/{id}', () => {
  it('updates the details with the token and never returns the token again', async () => {
    const created = (await createLead(person())).body.data;
    const changes = {
      phone: '406.555.0140',
      company: 'Oak Court HOA',
      propertyCount: 40,
      message: 'Please call after 5 pm.',
    };
    const { status, body } = await updateLead(created.id, created.token, changes);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      ...changes,
      phone: '+14065550140',
      id: created.id,
      email: created.email,
    });
    expect(body.data).not.toHaveProperty('token');
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const cleared = await updateLead(created.id, created.token, { company: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ company: null, phone: '+14065550140' });
  });

  it('answers 404 with one message for a wrong token, a missing token and an unknown id', async () => {
    const created = (await createLead(person())).body.data;
    const other = (await createLead(person())).body.data;
    const answers = await Promise.all([
      updateLead(created.id, 'not-the-token', { company: 'Hijack' }),
      updateLead(created.id, other.token, { company: 'Hijack' }),
      updateLead(created.id, undefined, { company: 'Hijack' }),
      updateLead(created.id, '', { company: 'Hijack' }),
      updateLead(randomUUID(), created.token, { company: 'Hijack' }),
    ]);
    const messages = answers.map((answer) => {
      expect(answer.status).toBe(404);
      return (answer.body as unknown as ErrorBody).message;
    });
    expect(new Set(messages).size).toBe(1);

    // Nothing changed: the rightful token still sees the original (empty) company.
    const check = await updateLead(created.id, created.token, { lastName: 'Checked' });
    expect(check.body.data.company).toBeNull();
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const created = (await createLead(person())).body.data;
    for (const [payload, message] of [
      [{}, 'send at least one field to change'],
      [{ email: 'nope' }, 'email must be a valid email address'],
      [{ firstName: null }, 'firstName'],
      [{ propertyCount: -3 }, 'propertyCount must be at least 1'],
    ] as const) {
      const { status, body } = await updateLead(created.id, created.token, payload);
      expect(status).toBe(400);
      expect((body as unknown as ErrorBody).message).toContain(message);
    }
    const notAnId = await updateLead('not-an-id', created.token, { company: 'X' });
    expect(notAnId.status).toBe(400);
    const check = await updateLead(created.id, created.token, { message: 'still me' });
    expect(check.body.data).toMatchObject({ email: created.email, propertyCount: null });
  });
});

describe('POST /schedule-free-demo', () => {
  it('books a demo with only a name and an email', async () => {
    const { status, body } = await send<{ data: { id: string } }>('POST', '/schedule-free-demo', {
      name: 'Dana Demo',
      email: 'dana@example.test',
    });
    expect(status).toBe(201);
    expect(body.data).toEqual({ id: expect.any(String) });
  });

  it('books a demo with every optional field, from a signed-in user too', async () => {
    const { token } = await signUp(t.app, { role: 'resident' });
    const { status, body } = await send<{ data: { id: string } }>(
      'POST',
      '/schedule-free-demo',
      {
        name: 'Dana Demo',
        email: 'dana@example.test',
        phone: '1 (406) 555-0188',
        company: 'Harbour View Condos',
        message: 'Our board meets on Thursdays.',
        propertyCount: 120,
        preferredDate: inTwoWeeks(),
      },
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(status).toBe(201);
    const kept = await t.db.query.demoRequests.findFirst({
      where: (demo, { eq }) => eq(demo.id, body.data.id),
    });
    expect(kept?.phone).toBe('+14065550188');
  });

  it('accepts today as the preferred date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { status } = await send('POST', '/schedule-free-demo', {
      name: 'Dana Demo',
      email: 'dana@example.test',
      preferredDate: today,
    });
    expect(status).toBe(201);
  });

  it.each([
    [{ email: 'dana@example.test' }, 'name is required'],
    [{ name: 'Dana' }, 'email is required'],
    [{ name: 'Dana', email: 'dana@' }, 'email must be a valid email address'],
    [{ name: 'D'.repeat(201), email: 'dana@example.test' }, 'name must be at most 200 characters'],
    [
      { name: 'Dana', email: 'dana@example.test', message: 'x'.repeat(5001) },
      'message must be at most 5000 characters',
    ],
    [
      { name: 'Dana', email: 'dana@example.test', preferredDate: '2020-01-01' },
      'not be in the past',
    ],
    [
      { name: 'Dana', email: 'dana@example.test', preferredDate: '2031-02-30' },
      'real calendar date',
    ],
    [
      { name: 'Dana', email: 'dana@example.test', preferredDate: 'next week' },
      'such as 2030-01-31',
    ],
    [
      { name: 'Dana', email: 'dana@example.test', preferredDate: '2999-01-01' },
      'within the next year',
    ],
    [
      { name: 'Dana', email: 'dana@example.test', propertyCount: '12' },
      'propertyCount must be a number',
    ],
  ])('refuses %j with 400 and a readable message', async (payload, message) => {
    const { status, body } = await send<ErrorBody>('POST', '/schedule-free-demo', payload);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});

describe('abuse cap on lead forms', () => {
  it('answers 429 with Retry-After once one address sends too many forms, and only that address', async () => {
    const address = freshAddress();
    const created = (await createLead(person(), address)).body.data;
    for (let i = 1; i < MAX_SUBMISSIONS_PER_ADDRESS; i++) {
      const form =
        i % 2 === 0
          ? await updateLead(created.id, created.token, { propertyCount: i }, address)
          : await send(
              'POST',
              '/schedule-free-demo',
              { name: 'Bot', email: 'bot@example.test' },
              { address },
            );
      expect(form.status).toBeLessThan(300);
    }
    for (const limited of [
      await createLead(person(), address),
      await updateLead(created.id, created.token, { propertyCount: 1 }, address),
      await send(
        'POST',
        '/schedule-free-demo',
        { name: 'Bot', email: 'bot@example.test' },
        { address },
      ),
    ]) {
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SUBMISSION_WINDOW_SECONDS);
      expect((limited.body as unknown as ErrorBody).message).toMatch(/too many forms/i);
    }
    expect((await createLead(person(), freshAddress())).status).toBe(201);
  });

  it('does not count forms refused as invalid', async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX_SUBMISSIONS_PER_ADDRESS + 5; i++) {
      expect((await createLead({ firstName: 'Only' }, address)).status).toBe(400);
    }
    expect((await createLead(person(), address)).status).toBe(201);
  });
});

describe('OpenAPI document', () => {
  it('documents the three lead routes with the token header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(document.paths['/api/v1/potential-clients']?.post).toBeDefined();
    expect(document.paths['/api/v1/schedule-free-demo']?.post).toBeDefined();
    const update = document.paths['/api/v1/potential-clients/{id}']?.put;
    expect(update?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'x-potential-client-token', in: 'header' }),
      ]),
    );
  });
});
