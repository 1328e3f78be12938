import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * PGlite runs no autovacuum, so on the embedded database nothing would ever vacuum or analyse a
 * table: changed rows would leave its pages no longer all-visible (an index-only read then fetches
 * every row it passes) and its statistics would age, until the planner picks a scan and a sort
 * where an index gives the page (docs/decisions/036-embedded-database-upkeep.md). A scheduled job
 * does here what autovacuum does on a server, with autovacuum's own thresholds.
 */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_VACUUM_BASE = 1000;
const INSERT_VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

interface TableActivity {
  table: string;
  rows: number;
  dead: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

/** What autovacuum would do to a table now, by how much of it changed since its last pass. */
export function upkeepOf(activity: TableActivity): TableUpkeep {
  const rows = Math.max(activity.rows, 0);
  const vacuum =
    activity.dead > VACUUM_BASE + VACUUM_SCALE * rows ||
    activity.insertedSinceVacuum > INSERT_VACUUM_BASE + INSERT_VACUUM_SCALE * rows;
  const analyze = activity.changedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * rows;
  return { table: activity.table, vacuum, analyze };
}

const rowsOf = async <Row>(db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * The product's tables and what changed in each. The embedded database keeps its change counts
 * in the process until told to publish them (it never idles as a server's backend does), and
 * loses them when the process ends: the daily pass (`everyTable`) covers what a restart forgot.
 */
async function tableActivity(db: Executor): Promise<TableActivity[]> {
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  return rowsOf<TableActivity>(
    db,
    sql`SELECT t.relname AS "table", greatest(c.reltuples, 0)::float8 AS "rows",
          t.n_dead_tup::float8 AS "dead", t.n_ins_since_vacuum::float8 AS "insertedSinceVacuum",
          t.n_mod_since_analyze::float8 AS "changedSinceAnalyze"
        FROM pg_stat_user_tables t JOIN pg_class c ON c.oid = t.relid
        WHERE t.schemaname = 'public'
        ORDER BY t.relname`,
  );
}

const quoted = (table: string) => `"${table.replaceAll('"', '""')}"`;

function upkeepStatement({ table, vacuum, analyze }: TableUpkeep) {
  if (vacuum) return `VACUUM ${analyze ? '(ANALYZE) ' : ''}${quoted(table)}`;
  return `ANALYZE ${quoted(table)}`;
}

/**
 * Vacuums and analyses the embedded database's tables that autovacuum would, one statement per
 * table so that requests between them wait for one table at a time; with `everyTable`, all of
 * them. Answers what it did.
 */
export async function upkeepEmbeddedDatabase(
  db: Executor,
  { everyTable = false }: { everyTable?: boolean } = {},
): Promise<TableUpkeep[]> {
  const due = (await tableActivity(db))
    .map((activity) =>
      everyTable ? { table: activity.table, vacuum: true, analyze: true } : upkeepOf(activity),
    )
    .filter((upkeep) => upkeep.vacuum || upkeep.analyze);
  for (const upkeep of due) await db.execute(sql.raw(upkeepStatement(upkeep)));
  return due;
}
