import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { services } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';
import { properties } from './properties';

export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    urgency: text('urgency', { enum: ['low', 'normal', 'high', 'emergency'] })
      .notNull()
      .default('normal'),
    preferredDate: date('preferred_date'),
    preferredTimeWindow: text('preferred_time_window', {
      enum: ['morning', 'afternoon', 'evening', 'any'],
    })
      .notNull()
      .default('any'),
    status: text('status', { enum: ['open', 'completed', 'canceled'] })
      .notNull()
      .default('open'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('maintenance_requests_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('maintenance_requests_user_status_created_idx').on(
      t.userId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('maintenance_requests_property_idx').on(t.propertyId),
  ],
);

export const maintenanceRequestPhotos = pgTable(
  'maintenance_request_photos',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'maintenance_request_photos_pkey', columns: [t.requestId, t.fileId] }),
    index('maintenance_request_photos_file_idx').on(t.fileId),
  ],
);
