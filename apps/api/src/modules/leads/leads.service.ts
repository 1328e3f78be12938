import { createHash, randomBytes } from 'node:crypto';
import type {
  CreatePotentialClientBody,
  CreatedPotentialClient,
  PotentialClient,
  ScheduleDemoBody,
  UpdatePotentialClientBody,
} from '@homekeep/contracts/leads';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { enqueueMailTo, type MailOf } from '../mail/mail.service';
import { leadsErrors } from './leads.errors';
import {
  insertDemoRequest,
  insertPotentialClient,
  updatePotentialClientWithToken,
  type PotentialClientRow,
} from './leads.repository';

export interface LeadsDeps {
  db: Database;
  clock: Clock;
  /** Where each new lead is announced (`OPERATIONS_EMAIL`); none: no notice. */
  operationsEmail: string | undefined;
}

type LeadNotice = Extract<MailOf, { kind: 'lead_notice' }>['data'];

/** Tells the operations mailbox about a new lead, in the transaction that stores it. */
async function announceLead(deps: LeadsDeps, tx: Executor, lead: LeadNotice) {
  if (!deps.operationsEmail) return;
  await enqueueMailTo(
    tx,
    deps.operationsEmail,
    { kind: 'lead_notice', data: lead },
    deps.clock.now(),
  );
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
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertPotentialClient(tx, {
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
    await announceLead(deps, tx, {
      id: created.id,
      leadKind: 'potential_client',
      name: `${body.firstName} ${body.lastName}`,
      email: body.email,
      phone: body.phone ?? null,
      company: body.company ?? null,
      message: body.message ?? null,
    });
    return created;
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

export function scheduleFreeDemo(deps: LeadsDeps, body: ScheduleDemoBody) {
  return deps.db.transaction(async (tx) => {
    const created = await insertDemoRequest(tx, {
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      company: body.company ?? null,
      message: body.message ?? null,
      propertyCount: body.propertyCount ?? null,
      preferredDate: body.preferredDate ?? null,
    });
    await announceLead(deps, tx, {
      id: created.id,
      leadKind: 'demo',
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      company: body.company ?? null,
      message: body.message ?? null,
    });
    return created;
  });
}
