import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LeadKind, LeadsCsvQuery } from '@homekeep/contracts/admin';
import type { LeadStatus } from '@homekeep/contracts/leads';
import type { Executor } from '../../db/database';
import { demoRequests, potentialClients } from '../../db/schema';
import { likePattern } from '../../lib/pagination';

const demoColumns = {
  id: demoRequests.id,
  kind: sql<LeadKind>`'demo'`.as('kind'),
  name: sql<string>`${demoRequests.name}`.as('name'),
  email: demoRequests.email,
  phone: demoRequests.phone,
  company: demoRequests.company,
  propertyCount: demoRequests.propertyCount,
  message: demoRequests.message,
  preferredDate: sql<string | null>`${demoRequests.preferredDate}::text`.as('preferred_date'),
  interest: sql<string | null>`null::text`.as('interest'),
  status: demoRequests.status,
  note: demoRequests.note,
  createdAt: demoRequests.createdAt,
  updatedAt: demoRequests.updatedAt,
};

const potentialClientColumns = {
  id: potentialClients.id,
  kind: sql<LeadKind>`'potential_client'`.as('kind'),
  name: sql<string>`${potentialClients.firstName} || ' ' || ${potentialClients.lastName}`.as(
    'name',
  ),
  email: potentialClients.email,
  phone: potentialClients.phone,
  company: potentialClients.company,
  propertyCount: potentialClients.propertyCount,
  message: potentialClients.message,
  preferredDate: sql<string | null>`null::text`.as('preferred_date'),
  interest: sql<string | null>`${potentialClients.interest}::text`.as('interest'),
  status: potentialClients.status,
  note: potentialClients.note,
  createdAt: potentialClients.createdAt,
  updatedAt: potentialClients.updatedAt,
};

export interface LeadRow {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  propertyCount: number | null;
  message: string | null;
  preferredDate: string | null;
  interest: string | null;
  status: LeadStatus;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type LeadFilter = Pick<LeadsCsvQuery, 'status' | 'global'> & { id?: string };

function filterOf(
  table: typeof demoRequests | typeof potentialClients,
  name: SQL,
  query: LeadFilter,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.id) conditions.push(eq(table.id, query.id));
  if (query.status) conditions.push(eq(table.status, query.status));
  if (query.global) {
    const pattern = likePattern(query.global);
    // Each column has its trigram index: the planner joins their matches (a bitmap OR).
    conditions.push(
      or(
        ilike(name, pattern),
        ilike(table.email, pattern),
        ilike(table.company, pattern),
        ilike(table.message, pattern),
      ),
    );
  }
  return and(...conditions);
}

const demoName = sql`${demoRequests.name}`;
const clientName = sql`${potentialClients.firstName} || ' ' || ${potentialClients.lastName}`;

/** Demo requests and potential clients as one list: both kinds unless a kind is asked for. */
function inbox(db: Executor, query: LeadsCsvQuery & LeadFilter) {
  const demos = db
    .select(demoColumns)
    .from(demoRequests)
    .where(filterOf(demoRequests, demoName, query));
  const clients = db
    .select(potentialClientColumns)
    .from(potentialClients)
    .where(filterOf(potentialClients, clientName, query));
  if (query.kind === 'demo') return demos.as('leads');
  if (query.kind === 'potential_client') return clients.as('leads');
  return demos.unionAll(clients).as('leads');
}

/** The statement of a slice of the inbox in the operator's order, with the size of the whole. */
export function leadsSliceQuery(
  db: Executor,
  query: LeadsCsvQuery & LeadFilter,
  slice: { limit: number; offset: number },
) {
  const leads = inbox(db, query);
  const by = query.order === 'asc' ? asc : desc;
  const sorts = { createdAt: leads.createdAt, name: leads.name, status: leads.status };
  return db
    .select({
      id: leads.id,
      kind: leads.kind,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
      propertyCount: leads.propertyCount,
      message: leads.message,
      preferredDate: leads.preferredDate,
      interest: leads.interest,
      status: leads.status,
      note: leads.note,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(leads)
    .orderBy(by(sorts[query.sort]), by(leads.id))
    .limit(slice.limit)
    .offset(slice.offset);
}

/** A slice of the inbox in the operator's order, and the size of the whole. */
export async function listLeads(
  db: Executor,
  query: LeadsCsvQuery & LeadFilter,
  slice: { limit: number; offset: number },
) {
  return (await leadsSliceQuery(db, query, slice)) as (LeadRow & { total: number })[];
}

const changeColumns = (table: typeof demoRequests | typeof potentialClients) => ({
  id: table.id,
  status: table.status,
  note: table.note,
});

/** Sets the lead's status and note, whichever kind it is; undefined when there is no such lead. */
export async function updateLead(
  db: Executor,
  id: string,
  changes: { status: LeadStatus; note?: string | null | undefined },
) {
  for (const table of [demoRequests, potentialClients] as const) {
    const [before] = await db
      .select(changeColumns(table))
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!before) continue;
    const [after] = await db
      .update(table)
      .set({ ...changes, updatedAt: sql`product_now()` })
      .where(eq(table.id, id))
      .returning(changeColumns(table));
    return { before, after: after! };
  }
  return undefined;
}
