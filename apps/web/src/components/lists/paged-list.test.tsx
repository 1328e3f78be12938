import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import { PagedList } from '@/components/lists/paged-list';
import { renderRoutes } from '@/test/render-app';

type Item = { id: string; name: string };

const page = (meta: List<Item>['meta']): List<Item> => ({
  data: Array.from({ length: 20 }, (_, i) => ({ id: `i${i}`, name: `Item ${i}` })),
  meta,
});

const renderList = (list: List<Item>) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <PagedList
            query={{ data: list, isLoading: false, isError: false, refetch: () => undefined }}
            page={list.meta.page}
            onPageChange={() => undefined}
            loadingLabel="Loading items"
            errorTitle="The items could not be loaded"
            empty={{ title: 'No items', message: 'Nothing yet.' }}
            renderItem={(item) => <li>{item.name}</li>}
          />
        ),
      },
    ],
    '/',
  );

describe('PagedList', () => {
  it('says "1,000+" when the server stopped counting', async () => {
    renderList(page({ page: 1, limit: 20, total: 1000, totalPages: 50, totalIsEstimate: true }));
    expect(await screen.findByText('1,000+ in all, page 1 of 50+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next page' })).toBeEnabled();
  });

  it('shows only the pages of an exact total', async () => {
    renderList(page({ page: 1, limit: 20, total: 57, totalPages: 3 }));
    expect(await screen.findByText('Item 0')).toBeInTheDocument();
    expect(screen.queryByText(/in all/)).not.toBeInTheDocument();
  });
});

describe('PagedList on a page emptied since it was opened', () => {
  it('goes back to the last page that still has rows', async () => {
    const asked: number[] = [];
    const emptied: List<Item> = {
      data: [],
      meta: { page: 3, limit: 20, total: 30, totalPages: 2 },
    };
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <PagedList
              query={{ data: emptied, isLoading: false, isError: false, refetch: () => undefined }}
              page={3}
              onPageChange={(next) => asked.push(next)}
              loadingLabel="Loading items"
              errorTitle="The items could not be loaded"
              empty={{ title: 'No items', message: 'Nothing yet.' }}
              renderItem={(item) => <li>{item.name}</li>}
            />
          ),
        },
      ],
      '/',
    );
    await waitFor(() => expect(asked).toEqual([2]));
  });
});
