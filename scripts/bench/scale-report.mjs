// Renders the scale benchmark's results into docs/BENCHMARKS.md blocks `scale-data` and
// `scale-<label>`.
import { connections, duration } from './load.mjs';
import { provenance, table, upsertBlock } from './markdown.mjs';

const number = (n) => (n === null || n === undefined ? '–' : n.toLocaleString('en-US'));
const ratio = (rps, health) =>
  health > 0 ? (rps / health).toFixed(rps / health < 0.01 ? 4 : 3) : '–';

function loadTable(result) {
  const health = result.rows[0]?.rps ?? 0;
  return table(
    [
      'request',
      'req/s',
      'p50',
      'p99',
      'ratio to health',
      'health beside it',
      'ratio to it',
      'queries per request',
      'non-2xx',
      'errors',
    ],
    result.rows.map((r) => [
      r.label,
      number(r.rps),
      `${r.p50} ms`,
      `${r.p99} ms`,
      ratio(r.rps, health),
      r.healthBeside ? number(r.healthBeside) : '–',
      r.healthBeside ? ratio(r.rps, r.healthBeside) : '–',
      r.queries === null ? '–' : String(Math.round(r.queries * 10) / 10),
      number(r.non2xx),
      number(r.errors),
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

/** Per hot query: its worst statement, and whether the plan budget holds. */
function planTable(result) {
  return table(
    [
      'hot query',
      'statements',
      'slowest read',
      'rows read (all reads)',
      'plan of the heaviest read',
      'budget',
    ],
    result.plans.map((p) => {
      // The reads as sent; on a server each is also explained as prepared (its budget verdict).
      const sent = p.plans.filter((plan) => !plan.report.prepared);
      const heaviest = [...sent].sort((a, b) => b.report.rowsRead - a.report.rowsRead)[0];
      const slowest = Math.max(0, ...sent.map((plan) => plan.report.executionMs));
      const rowsRead = sent.reduce((n, plan) => n + plan.report.rowsRead, 0);
      const verdict =
        p.violations.length === 0 ? 'within' : `**over**: ${[...new Set(p.violations)].join('; ')}`;
      return [
        p.name,
        String(p.statements),
        `${slowest.toFixed(1)} ms`,
        number(rowsRead),
        heaviest ? describe(heaviest.report) : '',
        verdict,
      ];
    }),
    ['l', 'r', 'r', 'r', 'l', 'l'],
  );
}

const describe = (report) =>
  [
    ...report.steps
      .filter((s) => s.rowsRead > 0 || s.node === 'Seq Scan')
      .map(
        (s) =>
          `${s.node} ${s.relation ?? ''}${s.index ? ` (${s.index})` : ''} ${number(s.rowsRead)}`,
      ),
    ...report.sorts.map((s) => `sort ${number(s.rowsIn)} → ${number(s.rowsOut)}`),
    ...(report.jitMs > 0 ? [`JIT ${report.jitMs.toFixed(0)} ms`] : []),
  ].join('; ');

function dataBlock(results) {
  const scales = [...new Map(results.map((r) => [r.scale, r])).values()];
  const tables = Object.keys(scales[0]?.rowCounts ?? {});
  const built = results
    .map(
      (r) => `${r.name}: ${r.buildSeconds === null ? 'reused' : `${r.buildSeconds.toFixed(0)} s`}`,
    )
    .join('; ');
  return `Rows per table (\`buildScaleData\` in \`apps/api/test/scale/\`, sizes \`SCALES\` in \`scale-sizes.ts\`;
build time, including \`VACUUM ANALYZE\`: ${built}):

${table(
  ['table', ...scales.map((s) => s.scale)],
  tables.map((t) => [t, ...scales.map((s) => number(s.rowCounts[t]))]),
  ['l', ...scales.map(() => 'r')],
)}`;
}

export function renderScale(label, results) {
  upsertBlock('scale-data', dataBlock(results), { before: '## Web' });
  const title = label.charAt(0).toUpperCase() + label.slice(1);
  const sections = results.map(
    (r) => `#### ${r.name}

One-minute / five-minute / fifteen-minute load average before the run: ${r.loadBefore}; after: ${r.loadAfter}.

${loadTable(r)}

Query plans of the hot reads on this database (\`EXPLAIN (ANALYZE, BUFFERS)\` of each read the route
sent; budget, unless the hot query names its own in \`HOT_QUERIES\`: no sequential scan of a table of
10,000 rows or more past its first 1,100 rows, at most 1,100 rows read per statement (a page and a
count capped at 1,000), no sort of more than 100 rows an index should have given in order, no JIT
compilation; on the server each read is also explained as a prepared statement after the runs that
let the server keep one plan for it, and that plan keeps the same budget):

${planTable(r)}`,
  );
  upsertBlock(
    `scale-${label}`,
    `### ${title}

${provenance()}. autocannon on loopback, ${connections} connections, ${duration} s per request,
against the production build; the load generator and the server share the cores. "Ratio to health"
divides by the first \`/api/health\` row of the same run; "health beside it" is a 3 s \`/api/health\` run
just before the row, and "ratio to it" divides by that (the machine's speed drifts over minutes, and
the first row may have been measured at another speed); "queries per request" counts the statements
the route sends (transaction control included), measured in-process on the same data by wrapping the
database driver's query method.

${sections.join('\n\n')}`,
    { before: '## Web' },
  );
}
