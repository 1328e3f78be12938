// `npm run bench -- --fleet`: the fleet of docs/OPERATIONS.md against one process, same machine,
// same run. Starts two API processes on the PostgreSQL server of BENCH_DATABASE_URL (in its
// database homekeep_fleet) with Redis and a local S3 server, and nginx with the guide's site in
// front of them (apps/api/test/fleet, as the fleet test does); then loads each read route on one
// of the processes directly, and through nginx on both.
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { root } from '../lib/build.mjs';
import { connections, duration, formatRow, measure } from './load.mjs';
import { provenance } from './markdown.mjs';
import { saveResultsAndWritePage } from './page.mjs';

register();
const fleetDir = path.join(root, 'apps/api/test/fleet');
const { fleetDatabase, startFleet } = await import(path.join(fleetDir, 'fleet.ts'));

const routes = [
  { label: 'GET /api/health', path: '/api/health' },
  { label: 'GET /api/v1/services?global=clean', path: '/api/v1/services?global=clean' },
];

export async function fleetBench() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('--fleet needs BENCH_DATABASE_URL (a PostgreSQL server)');
  const loadBefore = os.loadavg()[0].toFixed(2);
  const fleet = await startFleet({ databaseUrl: await fleetDatabase(serverUrl), worker: false });
  const rows = [];
  try {
    for (const route of routes) {
      for (const [setup, base] of [
        ['one process, directly', fleet.api[0].url],
        ['nginx, two processes', fleet.url],
      ]) {
        const row = { ...(await measure(base, route)), setup };
        console.log(`${formatRow(row)}  (${setup})`);
        rows.push(row);
      }
    }
  } finally {
    await fleet.stop();
  }
  saveResultsAndWritePage('fleet', {
    provenance: provenance(),
    connections,
    duration,
    loadBefore,
    rows,
  });
}
