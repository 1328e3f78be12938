// The scale benchmark's results as the page keeps them: per target its rows, the plan check's
// verdicts and the data's sizes. The full results, every plan included, stay in .reports/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/build.mjs';
import { connections, duration } from './load.mjs';
import { provenance } from './markdown.mjs';

const TARGET_ORDER = ['server-full', 'server-tenth', 'pglite-tenth'];
const savedFile = path.join(root, 'scripts/bench/results/scale.json');

/** One target's run, as saved in scripts/bench/results/scale.json. */
function summarise(result) {
  const overBudget = result.plans.filter((p) => p.violations.length > 0);
  for (const p of overBudget)
    console.log(`[plans] ${result.name}: ${p.name} over budget: ${[...new Set(p.violations)]}`);
  return {
    id: result.id,
    name: result.name,
    scale: result.scale,
    provenance: provenance(),
    connections,
    duration,
    loadBefore: result.loadBefore,
    loadAfter: result.loadAfter,
    rows: result.rows.map(({ label, rps, p50, p99, healthBeside, queries, non2xx, errors }) => ({
      label,
      rps,
      p50,
      p99,
      healthBeside,
      queries,
      non2xx,
      errors,
    })),
    plans: { hotQueries: result.plans.length, overBudget: overBudget.map((p) => p.name) },
    buildSeconds: result.buildSeconds,
    rowCounts: result.rowCounts,
  };
}

/** This run's targets, with the saved ones it left out (`--only`) kept as they were. */
export function scaleResults(results) {
  const saved = existsSync(savedFile) ? JSON.parse(readFileSync(savedFile, 'utf8')).targets : [];
  const byId = new Map([...saved, ...results.map(summarise)].map((t) => [t.id, t]));
  const targets = [...byId.values()].sort(
    (a, b) => TARGET_ORDER.indexOf(a.id) - TARGET_ORDER.indexOf(b.id),
  );
  return { targets };
}
