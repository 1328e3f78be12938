// The floors the scale benchmark's figures are held to (issue 31), each read from the latest
// results: the worst row of the rows a floor covers, and whether it is met.

/** The id of the write load's results as a target (scripts/bench/results/writes.json). */
export const WRITES = 'writes';

const isHealth = (row) => row.label === 'GET /api/health';
const isRead = (row) => row.label.startsWith('GET ') && !isHealth(row);
const isSearch = (row) => row.label.includes('global=');

/** Throughput as a share of the first health row of the same run. */
export const ratioToHealth = (target, row) => {
  const health = target.rows.find(isHealth)?.rps ?? 0;
  return health > 0 ? row.rps / health : 0;
};

const lowest = (rows, value) => [...rows].sort((a, b) => value(a) - value(b))[0];
const highest = (rows, value) => [...rows].sort((a, b) => value(b) - value(a))[0];

const FLOORS = [
  {
    target: 'server-full',
    floor: 'every list and detail: p99 at most 100 ms',
    rows: isRead,
    worst: (rows) => highest(rows, (r) => r.p99),
    show: (_, row) => `${row.p99} ms`,
    met: (_, row) => row.p99 <= 100,
  },
  {
    target: 'server-full',
    floor: 'every list and detail but a search: at least 0.2 of health',
    rows: (row) => isRead(row) && !isSearch(row),
    worst: (rows, target) => lowest(rows, (r) => ratioToHealth(target, r)),
    show: (target, row) => ratioToHealth(target, row).toFixed(3),
    met: (target, row) => ratioToHealth(target, row) >= 0.2,
  },
  {
    target: 'server-full',
    floor: 'a search with a common word: at least 0.1 of health',
    rows: (row) => isRead(row) && isSearch(row),
    worst: (rows, target) => lowest(rows, (r) => ratioToHealth(target, r)),
    show: (target, row) => ratioToHealth(target, row).toFixed(3),
    met: (target, row) => ratioToHealth(target, row) >= 0.1,
  },
  {
    target: 'pglite-tenth',
    floor: 'every list: p99 at most 150 ms',
    rows: isRead,
    worst: (rows) => highest(rows, (r) => r.p99),
    show: (_, row) => `${row.p99} ms`,
    met: (_, row) => row.p99 <= 150,
  },
  // The writes' floors are of the write load (write-load.ts): ten residents at once, where the
  // scale run dispatches as one resident over all its connections.
  {
    target: WRITES,
    floor: 'a request dispatched to 500 vendors, 10 residents at once: p99 at most 500 ms',
    rows: (row) => row.label.startsWith('dispatch'),
    worst: (rows) => highest(rows, (r) => r.p99),
    show: (_, row) => `${row.p99} ms`,
    met: (_, row) => row.p99 <= 500,
  },
  {
    target: WRITES,
    floor: 'accepts: at least 100 a second',
    rows: (row) => row.label.startsWith('accept'),
    worst: (rows) => lowest(rows, (r) => r.rps),
    show: (_, row) => `${row.rps} a second`,
    met: (_, row) => row.rps >= 100,
  },
];

/**
 * One line per floor: [target name, floor, worst figure and its request, met]. `targets` are the
 * scale run's and, when saved, the write load's (`id` WRITES).
 */
export function floorRows(targets) {
  return FLOORS.map((floor) => {
    const target = targets.find((t) => t.id === floor.target);
    const covered = target?.rows.filter(floor.rows) ?? [];
    if (!target || covered.length === 0) return [floor.target, floor.floor, 'not measured', '–'];
    const row = floor.worst(covered, target);
    return [
      target.name,
      floor.floor,
      `${floor.show(target, row)} (${row.label})`,
      floor.met(target, row) ? 'yes' : '**no**',
    ];
  });
}
