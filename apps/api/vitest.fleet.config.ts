import { defineConfig } from 'vitest/config';

// The fleet of docs/OPERATIONS.md on this machine (test/fleet): nginx, two API processes, a
// worker, the PostgreSQL server, Redis and a local S3 server; one file, nothing in parallel.
export default defineConfig({
  test: {
    include: ['test/fleet/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
