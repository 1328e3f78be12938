import { createHash, randomBytes } from 'node:crypto';
import type {
  CreatePotentialClientBody,
  CreatedPotentialClient,
  PotentialClient,
  ScheduleDemoBody,
  UpdatePotentialClientBody,
} from '@homekeep/contracts/leads';
import type { Database } from '../../db/database';
import { leadsErrors } from './leads.errors';
import {
  insertDemoRequest,
  insertPotentialClient,
  updatePotentialClientWithToken,
  type PotentialClientRow,
} from './leads.repository';

export interface LeadsDeps {
  db: Database;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const toPotentialClient = (row: PotentialClientRow): PotentialClient => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Stores the visitor's details; the token that allows later changes is returned only here. */
export async function createPotentialClient(
  deps: LeadsDeps,
  body: CreatePotentialClientBody,
): Promise<CreatedPotentialClient> {
  const token = randomBytes(32).toString('base64url');
  const row = await insertPotentialClient(deps.db, {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone ?? null,
    company: body.company ?? null,
    propertyCount: body.propertyCount ?? null,
    interest: body.interest ?? null,
    message: body.message ?? null,
    tokenHash: hashToken(token),
  });
  return { ...toPotentialClient(row), token };
}

export async function updatePotentialClient(
  deps: LeadsDeps,
  id: string,
  token: string | undefined,
  body: UpdatePotentialClientBody,
): Promise<PotentialClient> {
  if (!token) throw leadsErrors.potentialClientNotFound();
  const row = await updatePotentialClientWithToken(deps.db, id, hashToken(token), body);
  if (!row) throw leadsErrors.potentialClientNotFound();
  return toPotentialClient(row);
}

export async function scheduleFreeDemo(deps: LeadsDeps, body: ScheduleDemoBody) {
  return insertDemoRequest(deps.db, {
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    company: body.company ?? null,
    message: body.message ?? null,
    propertyCount: body.propertyCount ?? null,
    preferredDate: body.preferredDate ?? null,
  });
}
