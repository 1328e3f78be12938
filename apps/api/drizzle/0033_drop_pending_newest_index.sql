-- The open jobs read their own rows (migration 0032): no statement walks the pending orders newest
-- first any more, and every order written kept this index for nothing.
DROP INDEX "orders_pending_newest_idx";