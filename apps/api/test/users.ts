import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SignUpRole, User } from '@homekeep/contracts/auth';
import type { Database } from '../src/db/database';
import { createAdmin as createAdminAccount } from '../src/modules/auth/auth.service';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** A random address from a documentation range, for requests that must not share a count. */
export const testAddress = () => `10.${[...randomBytes(3)].join('.')}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a new account through the API and returns what a client would keep. */
export async function signUp(
  app: FastifyInstance,
  { role, ...overrides }: { role: SignUpRole } & Record<string, unknown>,
) {
  const body = {
    role,
    email: uniqueEmail(role),
    password: 'correct horse battery',
    firstName: 'Robin',
    lastName: 'Example',
    ...overrides,
  };
  // From an address of its own: a sign-up limit under test never counts the others.
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: body,
    remoteAddress: testAddress(),
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const { data } = response.json() as { data: { accessToken: string; user: User } };
  return { token: data.accessToken, user: data.user, email: body.email, password: body.password };
}

/** An operator account (never made by sign-up), signed in through the API. */
export async function createAdmin(app: FastifyInstance, db: Database) {
  const email = uniqueEmail('admin');
  const password = 'operator password 1';
  await createAdminAccount(db, { email, password, firstName: 'Ops', lastName: 'Team' }, 'Homekeep');
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
  });
  const { data } = response.json() as { data: { accessToken: string; user: User } };
  return { token: data.accessToken, user: data.user };
}
