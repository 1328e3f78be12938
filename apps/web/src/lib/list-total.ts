import type { ListMeta } from '@homekeep/contracts/common';

/** A list's total as people read it: "57", or "1,000+" when the server stopped counting. */
export const formatTotal = (meta: Pick<ListMeta, 'total' | 'totalIsEstimate'>) =>
  `${meta.total.toLocaleString('en-US')}${meta.totalIsEstimate ? '+' : ''}`;

/** "page 3 of 12", or "page 3 of 50+" when the number of pages is not known. */
export const formatPageOf = (meta: Pick<ListMeta, 'page' | 'totalPages' | 'totalIsEstimate'>) =>
  `page ${meta.page} of ${Math.max(meta.totalPages, 1).toLocaleString('en-US')}${meta.totalIsEstimate ? '+' : ''}`;
