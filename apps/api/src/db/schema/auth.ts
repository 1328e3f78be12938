import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { maintenancePlans } from './catalog';
import { createdAt, id, productNow, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['resident', 'vendor', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    avatarFileId: uuid('avatar_file_id'),
    maintenancePlanId: uuid('maintenance_plan_id').references(() => maintenancePlans.id, {
      onDelete: 'set null',
    }),
    identityProvider: text('identity_provider'),
    identitySubject: text('identity_subject'),
    /** Set while an operator has blocked the account: no sign-in, no live session. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** When the person proved they read this address (the link mailed at sign-up). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_key').on(t.identityProvider, t.identitySubject),
    index('users_role_created_idx').on(
      t.role,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the session was last used, to the few minutes (written at most every
     * `LAST_SEEN_EVERY_MS`): it ends once unused for `SESSION_IDLE_TIMEOUT`.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(productNow),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
