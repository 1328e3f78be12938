import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import type { Statement } from './statement-log';

/**
 * What a statement may cost: a page of 20 reads a few hundred rows at most, no large table
 * whole, and is never worth compiling.
 */
export interface PlanBudget {
  /**
   * Rows the plan's scans may produce or filter away, over all their loops: a page of 20, or a
   * count capped at 1,000 (which reads up to 1,001 index entries).
   */
  maxRowsRead: number;
  /** Rows a sort may take in to return fewer: more, and an index should have given the order. */
  maxSortedRows: number;
  /** A table with at least this many rows (planner statistics) is large: scanning it whole fails. */
  largeTableRows: number;
  /**
   * Tables a plan reads from an index alone wherever it reads them: a job's photos and windows,
   * whose answer indexes hold every column a job's answer shows, in its order (decision 070).
   */
  readFromIndexAlone: string[];
}

export const DEFAULT_BUDGET: PlanBudget = {
  maxRowsRead: 1_100,
  maxSortedRows: 100,
  largeTableRows: 10_000,
  readFromIndexAlone: ['maintenance_request_photos', 'request_availability'],
};

export interface PlanStep {
  node: string;
  relation?: string;
  index?: string;
  rowsRead: number;
}

export interface PlanReport {
  sql: string;
  /** Explained as the app's connections run it: prepared, with one plan for any values. */
  prepared?: boolean;
  /** Prepared: whether its first run used the one plan made for any values (a generic plan). */
  keptPlan?: boolean;
  planningMs: number;
  executionMs: number;
  /** Time the server spent compiling the plan to machine code (PostgreSQL's JIT); 0 without. */
  jitMs: number;
  rowsRead: number;
  /** Rows read by the query and by each subquery run once for it (see `walk`), apart. */
  rowsReadByPart: number[];
  steps: PlanStep[];
  /** Sequential scans of large tables. */
  seqScans: { table: string; tableRows: number; rowsRead: number }[];
  /**
   * Sorts and what they took in: no index gave the order. A sort that returns all it took in
   * (a page's offset above it reads them all) counts as much as one that keeps a few.
   */
  sorts: { keys: string[]; rowsIn: number; rowsOut: number }[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Key'?: string[];
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

const TABLE_ACCESS = new Set([
  'Seq Scan',
  'Index Scan',
  'Index Only Scan',
  'Bitmap Heap Scan',
  'Tid Scan',
  'Tid Range Scan',
  'Sample Scan',
]);

/** Statements worth explaining: reads of tables; not transaction control, writes or NOTIFY. */
export const isExplainableRead = (statement: Statement) =>
  /^\s*(select|with)\b/i.test(statement.sql) &&
  !/pg_notify|for update|for share/i.test(statement.sql) &&
  /\bfrom\b/i.test(statement.sql);

/** The statement with its `$n` placeholders bound again to the values it was sent with. */
function bound(statement: Statement, prefix: string): SQL {
  const chunks: SQL[] = [sql.raw(prefix)];
  let last = 0;
  for (const match of statement.sql.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(statement.sql.slice(last, match.index)));
    chunks.push(sql`${sql.param(statement.params[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(statement.sql.slice(last)));
  return sql.join(chunks);
}

/** Rows of every table in the current schema, from the planner's statistics. */
export async function tableRows(db: Database) {
  const result = (await db.execute(sql`
    SELECT c.relname AS name, greatest(c.reltuples, 0)::bigint AS rows
    FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`)) as unknown as {
    rows: { name: string; rows: number | string }[];
  };
  return new Map(result.rows.map((row) => [row.name, Number(row.rows)]));
}

/**
 * Visits every node with the part of the statement it belongs to: 0 for the query, a new part
 * for each subquery the server runs once for the statement (an InitPlan, such as the capped count
 * a page selects as a column), whose reads are budgeted as a statement of their own.
 */
function walk(node: PlanNode, visit: (node: PlanNode, part: number) => void, parts = { count: 0 }) {
  const step = (current: PlanNode, part: number) => {
    visit(current, part);
    for (const child of current.Plans ?? []) {
      step(child, child['Parent Relationship'] === 'InitPlan' ? (parts.count += 1) : part);
    }
  };
  step(node, 0);
}

const rowsReadBy = (node: PlanNode) =>
  Math.round(
    (node['Actual Rows'] +
      (node['Rows Removed by Filter'] ?? 0) +
      (node['Rows Removed by Index Recheck'] ?? 0)) *
      node['Actual Loops'],
  );

/**
 * Runs the statement under `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)` and sums up what its plan
 * read. It executes the statement: give it reads only (`isExplainableRead`).
 */
export async function explainStatement(
  db: Database,
  statement: Statement,
  rowsByTable: Map<string, number>,
  budget: PlanBudget = DEFAULT_BUDGET,
): Promise<PlanReport> {
  const result = await db.execute(bound(statement, 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) '));
  return reportOf(statement.sql, result, rowsByTable, budget);
}

let preparedChecks = 0;

/** A value as an SQL literal of no type yet (the prepared parameter's type applies). */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return pg.escapeLiteral(textOf(value));
}

/** A parameter's value as PostgreSQL reads it in text: arrays as array literals. */
function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      item === null || item === undefined
        ? 'NULL'
        : `"${textOf(item).replace(/["\\]/g, (c) => `\\${c}`)}"`,
    );
    return `{${items.join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Explains the statement as the app's connections run it: prepared and run with the one plan made
 * for any values (a generic plan: `plan_cache_mode = force_generic_plan`, decision 042), which
 * must keep the budget for these values. Unnamed statements with parameters get that plan too.
 */
export async function explainPrepared(
  db: Database,
  statement: Statement,
  rowsByTable: Map<string, number>,
  budget: PlanBudget = DEFAULT_BUDGET,
): Promise<PlanReport> {
  const name = `plan_check_${(preparedChecks += 1)}`;
  // EXECUTE takes no bind parameters: the values are written into it.
  const args = statement.params.map(literalOf).join(', ');
  const run = sql.raw(`EXECUTE ${name}${args ? `(${args})` : ''}`);
  // A transaction holds one connection; it is rolled back so that nothing of it stays.
  let report: PlanReport | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`PREPARE ${name} AS ${statement.sql}`));
      const result = await tx.execute(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${run}`);
      const kept = await tx.execute(
        sql.raw(
          `SELECT generic_plans > 0 AS kept FROM pg_prepared_statements WHERE name = '${name}'`,
        ),
      );
      const keptPlan = (kept as unknown as { rows: { kept: boolean }[] }).rows[0]?.kept === true;
      report = {
        ...reportOf(statement.sql, result, rowsByTable, budget),
        prepared: true,
        keptPlan,
      };
      await tx.execute(sql.raw(`DEALLOCATE ${name}`));
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!report) throw error;
    });
  return report!;
}

function reportOf(
  statementSql: string,
  result: unknown,
  rowsByTable: Map<string, number>,
  budget: PlanBudget,
): PlanReport {
  const cell = Object.values((result as { rows: Record<string, unknown>[] }).rows[0]!)[0];
  const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
    Plan: PlanNode;
    'Planning Time': number;
    'Execution Time': number;
    JIT?: { Timing?: { Total?: number } };
  }[];
  const report: PlanReport = {
    sql: statementSql,
    planningMs: explained!['Planning Time'],
    executionMs: explained!['Execution Time'],
    jitMs: explained!.JIT?.Timing?.Total ?? 0,
    rowsRead: 0,
    rowsReadByPart: [],
    steps: [],
    seqScans: [],
    sorts: [],
  };
  walk(explained!.Plan, (node, part) => {
    // What the sort takes in is its outer child: a CTE or an InitPlan may hang from it too.
    const input = node.Plans?.find((child) => child['Parent Relationship'] === 'Outer');
    if (node['Node Type'] === 'Sort' && input) {
      const rowsIn = input['Actual Rows'] * input['Actual Loops'];
      const rowsOut = node['Actual Rows'] * node['Actual Loops'];
      if (rowsIn > 0) report.sorts.push({ keys: node['Sort Key'] ?? [], rowsIn, rowsOut });
    }
    if (!TABLE_ACCESS.has(node['Node Type'])) return;
    const rowsRead = rowsReadBy(node);
    const relation = node['Relation Name'];
    report.rowsRead += rowsRead;
    report.rowsReadByPart[part] = (report.rowsReadByPart[part] ?? 0) + rowsRead;
    report.steps.push({ node: node['Node Type'], relation, index: node['Index Name'], rowsRead });
    const tableRowCount = relation ? (rowsByTable.get(relation) ?? 0) : 0;
    // A sequential scan stopped early by a LIMIT (a capped count) reads a page, not the table.
    const readsPastAPage = rowsRead > budget.maxRowsRead;
    if (
      node['Node Type'] === 'Seq Scan' &&
      relation &&
      tableRowCount >= budget.largeTableRows &&
      readsPastAPage
    ) {
      report.seqScans.push({ table: relation, tableRows: tableRowCount, rowsRead });
    }
  });
  return report;
}

/** Why the plan is over budget, one sentence each; empty when it is within. */
export function budgetViolations(report: PlanReport, budget: PlanBudget = DEFAULT_BUDGET) {
  const problems = report.seqScans.map(
    (scan) => `sequential scan of ${scan.table} (${scan.tableRows} rows)`,
  );
  const heaviestPart = Math.max(0, ...report.rowsReadByPart.filter((rows) => rows !== undefined));
  if (heaviestPart > budget.maxRowsRead) {
    problems.push(`reads ${heaviestPart} rows (budget ${budget.maxRowsRead})`);
  }
  for (const sort of report.sorts) {
    if (sort.rowsIn > budget.maxSortedRows) {
      problems.push(
        `sorts ${sort.rowsIn} rows to keep ${sort.rowsOut} by ${sort.keys.join(', ')} (an index should give the order)`,
      );
    }
  }
  for (const table of budget.readFromIndexAlone) {
    const step = report.steps.find((s) => s.relation === table && s.node !== 'Index Only Scan');
    if (step) problems.push(`reads ${table} by ${step.node}, not from an index alone`);
  }
  // The planner compiles a plan it estimates as costly: milliseconds that a page must not pay.
  if (report.jitMs > 0) problems.push(`JIT-compiled (${report.jitMs.toFixed(0)} ms)`);
  if (report.keptPlan === false) {
    problems.push('planned for its values: the connection does not keep one plan for any values');
  }
  return problems;
}

/** One line per plan: what it reads, where, and what it sorts. */
export function describePlan(report: PlanReport) {
  const steps = report.steps
    .filter((step) => step.rowsRead > 0 || step.node === 'Seq Scan')
    .map(
      (step) =>
        `${step.node} ${step.relation ?? ''}${step.index ? ` (${step.index})` : ''}: ${step.rowsRead}`,
    );
  const sorts = report.sorts.map(
    (sort) => `sort by ${sort.keys.join(', ')}: ${sort.rowsIn} → ${sort.rowsOut}`,
  );
  const prepared = report.prepared
    ? `prepared (${report.keptPlan ? 'one plan for any values' : 'planned for its values'}): `
    : '';
  return `${prepared}${[...steps, ...sorts].join('; ')}`;
}
