import { defineConfig } from 'vitest/config';

// The built server as a real process (test/process): one file at a time, nothing in parallel,
// so that the time limits measured there are the server's own.
export default defineConfig({
  test: {
    include: ['test/process/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
