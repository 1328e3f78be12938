import type { AuditEntry as AuditEntryView, AuditLogQuery } from '@homekeep/contracts/audit';
import type { Database, Executor } from '../../db/database';
import { listOf } from '../../lib/pagination';
import { insertAuditEntry, listAuditEntries } from './audit.repository';

/**
 * The security events the audit log records; `area.verb`, stable (the operations console filters
 * on them). Operators' changes add their own (`service.update`, `user.block`).
 */
export const AUDIT_ACTIONS = [
  'auth.signed_up',
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.sign_in_slowed',
  'auth.sign_in_refused',
  'auth.signed_out',
  'auth.password_changed',
  'auth.password_reset',
  'auth.password_reset_requested',
  'auth.provider_linked',
  'auth.role_refused',
  'security.rate_limited',
  'files.deleted',
  'payments.webhook_signature_invalid',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction | `${string}.${string}`;
  at: Date;
  /** Who acted; omitted for a visitor or the system. */
  actorId?: string | null;
  targetType?: string;
  targetId?: string;
  /** The record before and after a change, where that helps; secrets are taken out. */
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
  /** The client's address. */
  address?: string;
}

// Any field whose name says it holds a secret is dropped, however deep, whatever its value.
const SECRET_NAME = /pass(word)?|token|secret|hash|code|cvc|card|otp|nonce|verifier|state/i;

function withoutSecrets(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET_NAME.test(name))
      .map(([name, item]) => [name, withoutSecrets(item, depth + 1)]),
  );
}

const clean = (value: unknown) => (value === undefined ? null : withoutSecrets(value));

/**
 * Writes one entry. Call it with the transaction of the change it records, so that the entry
 * exists exactly when the change does; security events with no change (a refused sign-in) pass
 * the database itself.
 */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await insertAuditEntry(db, {
    action: entry.action,
    at: entry.at,
    actorId: entry.actorId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: clean(entry.before),
    after: clean(entry.after),
    details: clean(entry.details),
    address: entry.address ?? null,
  });
}

type EntryRow = Awaited<ReturnType<typeof listAuditEntries>>['data'][number];

const toView = (row: EntryRow): AuditEntryView => ({
  id: row.id,
  actor:
    row.actorId && row.actorEmail
      ? { id: row.actorId, email: row.actorEmail, name: row.actorName ?? row.actorEmail }
      : null,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetName: row.targetName,
  before: row.before ?? null,
  after: row.after ?? null,
  details: row.details ?? null,
  address: row.address,
  createdAt: row.at.toISOString(),
});

/** A page of the log for operators, newest first. */
export async function listAuditLog(db: Database, query: AuditLogQuery) {
  const { data, total } = await listAuditEntries(db, query);
  return listOf(data.map(toView), query, total);
}
