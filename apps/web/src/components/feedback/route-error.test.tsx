import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/components/feedback/route-error';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from '@/lib/lazy-chunk';
import { renderRoutes } from '@/test/render-app';

afterEach(() => vi.useRealTimers());

describe('a screen whose script fails to load', () => {
  it('turns a failed import into a ChunkLoadError', async () => {
    const failing = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failing).rejects.toHaveProperty('name', 'ChunkLoadError');
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const never = loadChunk(() => new Promise<never>(() => {}));
    const outcome = never.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(/longer than 120000 ms/);
  });

  it('offers a reload instead of a blank page', async () => {
    renderRoutes(
      [
        {
          path: '/orders',
          errorElement: <RouteError />,
          lazy: async () => {
            await loadChunk(() => Promise.reject(new TypeError('Failed to fetch')));
            return {};
          },
        },
      ],
      '/orders',
    );
    expect(await screen.findByRole('heading', { name: "This page couldn't load" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });
});
