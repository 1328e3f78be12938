// The figures of docs/BENCHMARKS.md, one function per benchmark mode, from its saved results.
import { LANDING_BUDGET_KB } from '../check-landing-budget.mjs';
import { floorRows, ratioToHealth } from './floors.mjs';
import { kb, table } from './markdown.mjs';

const number = (n) => (n === null || n === undefined ? '–' : n.toLocaleString('en-US'));
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (n) => `${Math.round(n)} ms`;

/** "measured <when> UTC at commit <sha> on <n> cores (<cpu>), Node <version>" */
function provenanceLine({ when, commit, cores, cpu, node }) {
  const at = commit ? ` at commit \`${commit}\`` : '';
  return `measured ${when} UTC${at} on ${cores} cores (${cpu}), Node ${node}`;
}

export function floorsSection(scale, writes) {
  const targets = [...(scale?.targets ?? []), ...(writes ? [writes] : [])];
  return table(['target', 'floor', 'now (the worst row)', 'met'], floorRows(targets), [
    'l',
    'l',
    'l',
    'l',
  ]);
}

export function writesSection(writes) {
  if (!writes) return 'No write load saved yet.';
  const rows = writes.rows.map((r) => [
    r.label,
    `${r.rps.toFixed(1)} a second`,
    `${r.p50} ms`,
    `${r.p99} ms`,
    r.cpuMs === null ? '–' : `${r.cpuMs.toFixed(1)} ms`,
  ]);
  return `${writes.name}: ${provenanceLine(writes.provenance)}; load average (1 / 5 / 15 minutes) ${writes.loadBefore} before, ${writes.loadAfter} after.

${table(['write', 'rate', 'p50', 'p99', "API's CPU a call"], rows, ['l', 'r', 'r', 'r', 'r'])}`;
}

/** Labels that differ between targets (a tenth's middle page), said once under the table. */
function labelNotes(targets) {
  return targets[0].rows.flatMap((row, i) => {
    const elsewhere = new Map();
    for (const t of targets.slice(1)) {
      const label = t.rows[i]?.label;
      if (label && label !== row.label)
        elsewhere.set(label, [...(elsewhere.get(label) ?? []), t.name]);
    }
    return [...elsewhere].map(
      ([label, names]) => `- ${row.label}: ${label} on ${names.join(' and ')}.`,
    );
  });
}

export function scaleSection(scale) {
  if (!scale?.targets.length) return 'No scale run saved yet.';
  const { targets } = scale;
  const failures = targets.flatMap((t) =>
    t.rows
      .filter((r) => r.non2xx || r.errors)
      .map((r) => `- ${t.name}, ${r.label}: ${r.non2xx} non-2xx, ${r.errors} errors.`),
  );
  const notes = labelNotes(targets);
  const measured = targets.map(
    (t) =>
      `- ${t.name}: ${provenanceLine(t.provenance)}; ${t.connections} connections, ${t.duration} s per request; load average (1 / 5 / 15 minutes) ${t.loadBefore} before, ${t.loadAfter} after.`,
  );
  const plans = targets.map(
    (t) =>
      `${t.name}: ${t.plans.hotQueries - t.plans.overBudget.length} of ${t.plans.hotQueries} within` +
      (t.plans.overBudget.length ? ` (over: ${t.plans.overBudget.join(', ')})` : ''),
  );
  const header = ['request', ...targets.flatMap((t) => [`${t.name}: req/s`, 'p99', 'of health'])];
  const rows = targets[0].rows.map((_, i) => [
    targets[0].rows[i].label,
    ...targets.flatMap((t) => {
      const row = t.rows[i];
      return row
        ? [number(row.rps), `${row.p99} ms`, ratioToHealth(t, row).toFixed(3)]
        : ['', '', ''];
    }),
  ]);
  return `${measured.join('\n')}

${table(header, rows, ['l', ...targets.flatMap(() => ['r', 'r', 'r'])])}

${[...notes, ...(failures.length ? failures : ['- No request answered other than 2xx, and none failed.'])].join('\n')}

The plan check of the hot reads (\`EXPLAIN (ANALYZE, BUFFERS)\` of each statement against the
budget of \`apps/api/test/scale/query-plans.ts\`): ${plans.join('; ')}.

Rows per table of the scale data:

${table(
  ['table', 'full', 'tenth'],
  Object.keys(targets[0].rowCounts).map((name) => [
    name,
    number(targets.find((t) => t.scale === 'full')?.rowCounts[name]),
    number(targets.find((t) => t.scale === 'tenth')?.rowCounts[name]),
  ]),
  ['l', 'r', 'r'],
)}`;
}

export function smallSection(small) {
  if (!small) return 'No run saved yet.';
  const runs = small.runs.map(
    (run) => `${run.name}:

${table(
  ['request', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
  run.rows.map((r) => [r.label, number(r.rps), `${r.p50} ms`, `${r.p99} ms`, r.non2xx, r.errors]),
  ['l', 'r', 'r', 'r', 'r', 'r'],
)}`,
  );
  return `${provenanceLine(small.provenance)}; ${small.connections} connections, ${small.duration} s per request; load average before: ${small.loadBefore}.

${runs.join('\n\n')}`;
}

export function webSection(web) {
  const budget = `budget ${LANDING_BUDGET_KB} kB (\`LANDING_BUDGET_KB\`, \`scripts/check-landing-budget.mjs\`, checked by \`npm test -- web\`)`;
  if (!web) return `No run saved yet; ${budget}.`;
  const total = web.landing.gzip;
  return `${provenanceLine(web.provenance)}; load average before Lighthouse: ${web.loadBefore}.

Initial JavaScript of /home: **${kb(total)} gzip** in ${web.landing.files} files; ${budget}.
The largest contributors (each package's rendered code, the gzip of each file shared out in
proportion):

${table(
  ['package or folder', 'rendered', '≈ gzip', 'share'],
  web.owners
    .slice(0, 8)
    .map((o) => [o.owner, kb(o.rendered), kb(o.gzip), `${Math.round((o.gzip / total) * 100)} %`]),
  ['l', 'r', 'r', 'r'],
)}

Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown), median of ${web.lighthouseRuns} runs:

${table(
  ['page', 'performance', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'],
  web.pages.map((p) => [
    p.page,
    `**${p.score}**`,
    p.scores.join(', '),
    ms(p.fcp),
    ms(p.lcp),
    ms(p.tbt),
    p.cls.toFixed(3),
    kb(p.bytes),
  ]),
  ['l', 'r', 'l', 'r', 'r', 'r', 'r', 'r'],
)}`;
}

export function memorySection(memory) {
  if (!memory) return 'No run saved yet.';
  const place =
    memory.placeData === null
      ? ''
      : `\n\nThe place-data packages the seed reads add ${mb(memory.placeData)} of RSS to a bare Node process; only a first start (the one that seeds) loads them.`;
  return `${provenanceLine(memory.provenance)}; load average before: ${memory.loadBefore}. The production build, ${memory.idleSeconds} s idle after its health check answered:

${table(
  ['database', 'RSS idle', 'RSS peak', 'heap used after GC', 'external', 'RSS after GC'],
  memory.samples.map((s) => [
    s.name,
    `**${mb(s.rss)}**`,
    mb(s.peak),
    mb(s.afterGc.heapUsed),
    mb(s.afterGc.external),
    mb(s.rssAfterGc),
  ]),
  ['l', 'r', 'r', 'r', 'r', 'r'],
)}${place}`;
}

export function fleetSection(fleet) {
  if (!fleet) return 'No run saved yet.';
  return `${provenanceLine(fleet.provenance)}; ${fleet.connections} connections, ${fleet.duration} s per row; load average before: ${fleet.loadBefore}.

${table(
  ['request', 'reaches', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
  fleet.rows.map((r) => [
    r.label,
    r.setup,
    number(r.rps),
    `${r.p50} ms`,
    `${r.p99} ms`,
    r.non2xx,
    r.errors,
  ]),
  ['l', 'l', 'r', 'r', 'r', 'r', 'r'],
)}`;
}
