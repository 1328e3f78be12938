import { rmSync } from 'node:fs';

/** Removes the temporary data directory the product ran on. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
