import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteError } from '@/components/feedback/route-error';
import { ChunkLoadError, loadChunk } from '@/lib/lazy-chunk';
import { renderRoutes } from '@/test/render-app';

describe('a screen whose script fails to load', () => {
  it('turns a failed import into a ChunkLoadError', async () => {
    const failing = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failing).rejects.toHaveProperty('name', 'ChunkLoadError');
  });

  it('gives up after the timeout', async () => {
    const never = loadChunk(() => new Promise<never>(() => {}), 20);
    await expect(never).rejects.toThrow(/longer than 20 ms/);
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
