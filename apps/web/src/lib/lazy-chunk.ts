export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ChunkLoadError';

/**
 * Loads a screen's script, failing as a ChunkLoadError when it cannot be fetched or takes
 * longer than the timeout, so the route's error screen can offer a reload.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a page's script took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const detail = cause instanceof Error ? cause.message : String(cause);
        reject(new ChunkLoadError(`A page's script failed to load: ${detail}`, { cause }));
      },
    );
  });
}
