import type { Lead, LeadsCsvQuery, LeadsQuery, UpdateLeadBody } from '@homekeep/contracts/admin';
import { formatPhone } from '@homekeep/contracts/phone';
import type { Database, Executor } from '../../db/database';
import { listOf, offsetOf } from '../../lib/pagination';
import { leadsErrors } from './leads.errors';
import { listLeads, updateLead, type LeadRow } from './lead-inbox.repository';

const toLead = ({ total: _total, ...row }: LeadRow & { total?: number }): Lead => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The operators' inbox: demo requests and potential clients, filtered, sorted and paged. */
export async function listLeadInbox(db: Database, query: LeadsQuery) {
  const rows = await listLeads(db, query, { limit: query.limit, offset: offsetOf(query) });
  let total = rows[0]?.total ?? 0;
  // Past the last page no row carries the total: count the whole inbox instead.
  if (rows.length === 0 && query.page > 1)
    total = (await listLeads(db, query, { limit: 1, offset: 0 }))[0]?.total ?? 0;
  return listOf(rows.map(toLead), query, total);
}

export async function getLead(db: Executor, id: string) {
  const [row] = await listLeads(
    db,
    { id, sort: 'createdAt', order: 'desc' },
    { limit: 1, offset: 0 },
  );
  if (!row) throw leadsErrors.leadNotFound();
  return toLead(row);
}

export async function changeLeadStatus(tx: Executor, id: string, body: UpdateLeadBody) {
  const changed = await updateLead(tx, id, body);
  if (!changed) throw leadsErrors.leadNotFound();
  return changed;
}

export const LEADS_CSV_BATCH = 500;
const CSV_COLUMNS = [
  'kind',
  'status',
  'name',
  'email',
  'phone',
  'company',
  'propertyCount',
  'preferredDate',
  'interest',
  'message',
  'note',
  'createdAt',
] as const;

/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The inbox as CSV lines (header first), read a batch at a time so no list is held whole. */
export async function* leadsCsv(db: Database, query: LeadsCsvQuery) {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for (let offset = 0; ; offset += LEADS_CSV_BATCH) {
    const rows = await listLeads(db, query, { limit: LEADS_CSV_BATCH, offset });
    for (const row of rows) {
      const readable = { ...row, phone: row.phone && formatPhone(row.phone) };
      yield `${CSV_COLUMNS.map((column) => csvField(readable[column])).join(',')}\r\n`;
    }
    if (rows.length < LEADS_CSV_BATCH) return;
  }
}
