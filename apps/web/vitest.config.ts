import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // The files share their worker's modules and document (decision 062): React, Mantine and
    // jsdom are loaded once per worker instead of once per file, about three times quicker.
    // What a test changes outside what it renders is put back after each (src/test/setup.ts).
    isolate: false,
    testTimeout: 30_000,
    // In CI a test that fails is run once more, as the journeys are (playwright.config.ts). A
    // test that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
    // Vitest's default is one worker fewer than the cores: a single worker on two cores, which
    // left one idle for the whole suite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
