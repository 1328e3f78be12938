import type { List } from '@homekeep/contracts/common';
import { useEffect } from 'react';

/**
 * A page that comes back empty past the first (its last rows taken, hidden or removed since it
 * was opened) goes back to the last page that still has rows, rather than showing an empty list
 * without the page numbers that lead to the others.
 */
export function usePageWithinList(
  list: List<unknown> | undefined,
  page: number,
  onPageChange: (page: number) => void,
) {
  const emptyPast = list !== undefined && list.data.length === 0 && page > 1;
  const lastPage = list?.meta.totalPages ?? 1;
  useEffect(() => {
    if (emptyPast) onPageChange(Math.max(1, Math.min(page - 1, lastPage)));
  }, [emptyPast, lastPage, page, onPageChange]);
}
