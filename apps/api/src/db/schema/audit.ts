import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id } from './columns';

/**
 * Security and operations events: who did what to which record, when and from where. Never a
 * secret: no password, token, card number or code goes in `before`, `after` or `details`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The person who acted; null for a visitor or the system (and once the account is gone). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What happened, as `area.verb` (`auth.sign_in`, `auth.sign_in_failed`). */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    details: jsonb('details'),
    address: text('address'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_actor_at_idx').on(t.actorId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
