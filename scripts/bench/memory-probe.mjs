// Loaded with `node --import` before the API by `npm run bench -- --memory`: on SIGUSR2 it
// collects garbage (with --expose-gc) and writes process.memoryUsage() to MEMORY_PROBE_FILE.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  const beforeGc = process.memoryUsage();
  globalThis.gc?.();
  const afterGc = process.memoryUsage();
  writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify({ beforeGc, afterGc }));
});
