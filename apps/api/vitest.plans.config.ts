import { defineConfig } from 'vitest/config';

// The query-plan check at scale (`npm test -- plans`): builds its own data, so it runs apart
// from the API suite and its shared test database.
export default defineConfig({
  test: {
    include: ['test/scale/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
