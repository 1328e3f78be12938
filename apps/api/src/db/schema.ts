// The drizzle schema object: every table, so that typed queries see them all.
export * from './schema/auth';
export * from './schema/catalog';
export * from './schema/lookups';
export * from './schema/vendors';
export * from './schema/leads';
export * from './schema/files';
export * from './schema/properties';
export * from './schema/payments';
export * from './schema/subscriptions';
export * from './schema/jobs';
export * from './schema/notifications';
export * from './schema/audit';
export * from './schema/limits';
export * from './schema/mail';
export * from './schema/clock';
export * from './schema/appointments';
