import type { ComponentType } from 'react';
import { loadChunk } from '@/lib/lazy-chunk';

/** A route whose screen is its own chunk, loaded on demand with the chunk timeout. */
export const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await loadChunk(load)) });
