import { sql, type SQL } from 'drizzle-orm';
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
}

export const DEFAULT_BUDGET: PlanBudget = {
  maxRowsRead: 1_100,
  maxSortedRows: 100,
  largeTableRows: 10_000,
};

export interface PlanStep {
  node: string;
  relation?: string;
  index?: string;
  rowsRead: number;
}

export interface PlanReport {
  sql: string;
  planningMs: number;
  executionMs: number;
  /** Time the server spent compiling the plan to machine code (PostgreSQL's JIT); 0 without. */
  jitMs: number;
  rowsRead: number;
  steps: PlanStep[];
  /** Sequential scans of large tables. */
  seqScans: { table: string; tableRows: number; rowsRead: number }[];
  /** Sorts that had to read more rows than they returned (no index gave the order). */
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

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
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
  const result = (await db.execute(
    bound(statement, 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) '),
  )) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0]!)[0];
  const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
    Plan: PlanNode;
    'Planning Time': number;
    'Execution Time': number;
    JIT?: { Timing?: { Total?: number } };
  }[];
  const report: PlanReport = {
    sql: statement.sql,
    planningMs: explained!['Planning Time'],
    executionMs: explained!['Execution Time'],
    jitMs: explained!.JIT?.Timing?.Total ?? 0,
    rowsRead: 0,
    steps: [],
    seqScans: [],
    sorts: [],
  };
  walk(explained!.Plan, (node) => {
    if (node['Node Type'] === 'Sort' && node.Plans?.[0]) {
      const rowsIn = node.Plans[0]['Actual Rows'] * node.Plans[0]['Actual Loops'];
      const rowsOut = node['Actual Rows'] * node['Actual Loops'];
      if (rowsIn > rowsOut) report.sorts.push({ keys: node['Sort Key'] ?? [], rowsIn, rowsOut });
    }
    if (!TABLE_ACCESS.has(node['Node Type'])) return;
    const rowsRead = rowsReadBy(node);
    const relation = node['Relation Name'];
    report.rowsRead += rowsRead;
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
  if (report.rowsRead > budget.maxRowsRead) {
    problems.push(`reads ${report.rowsRead} rows (budget ${budget.maxRowsRead})`);
  }
  for (const sort of report.sorts) {
    if (sort.rowsIn > budget.maxSortedRows) {
      problems.push(
        `sorts ${sort.rowsIn} rows to keep ${sort.rowsOut} by ${sort.keys.join(', ')} (an index should give the order)`,
      );
    }
  }
  // The planner compiles a plan it estimates as costly: milliseconds that a page must not pay.
  if (report.jitMs > 0) problems.push(`JIT-compiled (${report.jitMs.toFixed(0)} ms)`);
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
  return [...steps, ...sorts].join('; ');
}
