// docs/BENCHMARKS.md is one generated page: the template of scripts/bench/ filled with each
// benchmark mode's latest results, short enough to read, with one landing budget (the code's)
// and the floors of the scale figures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_BUDGET_KB } from './check-landing-budget.mjs';
import { floorRows, WRITES } from './bench/floors.mjs';
import { pageFile, renderPage } from './bench/page.mjs';

const page = readFileSync(pageFile, 'utf8');

describe('docs/BENCHMARKS.md', () => {
  it('is what the saved results and the template make (a run rewrites it; no hand edits)', () => {
    expect(page).toBe(renderPage());
  });

  it('is one page of at most 300 lines', () => {
    expect(page.split('\n').length).toBeLessThanOrEqual(300);
  });

  it("names one landing budget, the check's", () => {
    expect(page).toContain(`budget ${LANDING_BUDGET_KB} kB`);
    const budgets = [...page.matchAll(/(?:budget|ceiling|goal)[^.\n]*?(\d+(?:\.\d+)?) kB/gi)];
    expect(budgets.map((m) => Number(m[1]))).toEqual([LANDING_BUDGET_KB]);
  });

  it('prints each floor of the scale figures with where the latest run stands', () => {
    for (const floor of [
      'every list and detail: p99 at most 100 ms',
      'every list and detail but a search: at least 0.2 of health',
      'a search with a common word: at least 0.1 of health',
      'every list: p99 at most 150 ms',
      'a request dispatched to 500 vendors, 10 residents at once: p99 at most 500 ms',
      'accepts: at least 100 a second',
    ]) {
      expect(page).toContain(`| ${floor} |`);
    }
  });
});

describe('the floors', () => {
  const row = (label, rps, p99) => ({ label, rps, p99 });
  const target = (id, rows) => ({ id, name: id, rows: [row('GET /api/health', 1000, 5), ...rows] });

  it('name the worst row of each and whether it is met', () => {
    const rows = floorRows([
      target('server-full', [
        row('GET /services', 500, 20),
        row('GET /vendors/profile', 150, 120),
        row('GET /services?global=clean', 120, 40),
        // The scale run's one-resident dispatch is not the floor's: the write load's is.
        row('POST /maintenance-requests (dispatch to 500 vendors)', 20, 2400),
        row('POST /vendor-orders/accept', 300, 300),
      ]),
      {
        id: WRITES,
        name: 'writes',
        rows: [
          row('dispatch to 500 vendors, 10 at once', 30, 450),
          row('accept (busiest vendor), 10 at once', 90, 120),
          row('open jobs, first page (busiest vendor), 10 at once', 800, 30),
        ],
      },
    ]);
    expect(rows).toEqual([
      ['server-full', expect.any(String), '120 ms (GET /vendors/profile)', '**no**'],
      ['server-full', expect.any(String), '0.150 (GET /vendors/profile)', '**no**'],
      ['server-full', expect.any(String), '0.120 (GET /services?global=clean)', 'yes'],
      ['pglite-tenth', expect.any(String), 'not measured', '–'],
      ['writes', expect.any(String), '450 ms (dispatch to 500 vendors, 10 at once)', 'yes'],
      ['writes', expect.any(String), '90 a second (accept (busiest vendor), 10 at once)', '**no**'],
    ]);
  });
});
