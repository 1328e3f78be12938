import type { ListMeta, PageQuery } from '@homekeep/contracts/common';

export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

export const listMeta = ({ page, limit }: PageQuery, total: number): ListMeta => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

export const listOf = <T>(data: T[], query: PageQuery, total: number) => ({
  data,
  meta: listMeta(query, total),
});

/** Escapes LIKE wildcards so that a user's `%` or `_` matches itself. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows and total from a repository, as the contract's list envelope. */
export async function pageOf<T>(query: PageQuery, result: Promise<{ data: T[]; total: number }>) {
  const { data, total } = await result;
  return listOf(data, query, total);
}

/** Runs a page query and its count together. */
export async function rowsAndTotal<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>) {
  const [data, [counted]] = await Promise.all([rows, total]);
  return { data, total: counted?.total ?? 0 };
}
