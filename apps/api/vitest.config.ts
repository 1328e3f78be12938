import { defineConfig } from 'vitest/config';

// Files that replace a module (`vi.mock`) or the timers for the whole process: each runs in a
// fresh module graph of its own.
export const ownModules = [
  'src/modules/auth/per-app-state.int.test.ts',
  'src/db/seed/seed.int.test.ts',
  'src/process/shutdown.test.ts',
];

const common = {
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

// The other files share their worker's modules (`isolate: false`): importing the app, Drizzle
// and PGlite once per worker instead of once per file cuts the suite's import time about tenfold.
// A file's state lives in what it builds (`createTestApp`), never in a module.
export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    // On PGlite the database works in the worker, and two workers keep both cores busy. On a
    // server a worker waits for its answers: a third one fills that wait (84 s -> 68 s).
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    projects: [
      {
        test: {
          ...common,
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: ownModules,
          isolate: false,
        },
      },
      { test: { ...common, name: 'api-own-modules', include: ownModules, isolate: true } },
    ],
  },
});
