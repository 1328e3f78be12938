import { useSearchParams } from 'react-router';

type SortOrder = 'asc' | 'desc';

/**
 * A table's page, sort and filters, kept in the URL so that reload, back and a shared link
 * return to the same view. Changing a filter or the sort goes back to the first page.
 */
export function useTableState<F extends string>(
  filters: readonly F[],
  defaults: { sort: string; order: SortOrder; limit?: number },
) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort = params.get('sort') ?? defaults.sort;
  const order: SortOrder =
    params.get('order') === 'asc'
      ? 'asc'
      : params.get('order') === 'desc'
        ? 'desc'
        : defaults.order;
  const values = Object.fromEntries(
    filters.map((name) => [name, params.get(name) ?? '']),
  ) as Record<F, string>;

  const update = (changes: Record<string, string | undefined>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: !keepPage },
    );

  return {
    page,
    sort,
    order,
    filters: values,
    /** The API query of this view. */
    query: { page, limit: defaults.limit ?? 20, sort, order, ...values },
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }, true),
    /** Sets a filter; `keepPage` for a view that does not change the rows (an open drawer). */
    setFilter: (name: F, value: string | null, keepPage = false) =>
      update({ [name]: value ?? undefined }, keepPage),
    /** Sorts by `field`; a second click on the same field turns the order around. */
    toggleSort: (field: string) =>
      update({ sort: field, order: sort === field && order === 'asc' ? 'desc' : 'asc' }),
  };
}

export type TableState = ReturnType<typeof useTableState<string>>;
