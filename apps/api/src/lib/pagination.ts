import type { ListMeta, PageQuery } from '@homekeep/contracts/common';

export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** Lists count their matches up to here and no further (`cappedCount` in db/). */
export const COUNT_CAP = 1000;

/** The cap of a total the database keeps exactly (decision 029): never an estimate. */
export const EXACT_TOTAL = Number.POSITIVE_INFINITY;

/**
 * A search of the catalogue or of places (a `global` word) counts its matches up to here: past a
 * hundred, a person types more of the word rather than pages on, and a common word's count read
 * up to 1,001 matches (5,000 services in name order for "clean") on every keystroke's request.
 */
export const SEARCH_COUNT_CAP = 100;

/** How far a public list counts: a search to `SEARCH_COUNT_CAP`, any other list to `COUNT_CAP`. */
export const countCapOf = (query: { global?: string | undefined }) =>
  query.global ? SEARCH_COUNT_CAP : COUNT_CAP;

/**
 * The list envelope's meta. A total above `cap` (the list's capped count stops at one more) came
 * from a capped count: the true total is unknown unless this page is the last (part full), so it
 * says at least what the pages so far show (one more when this page is full, so that there is a
 * next page) and `totalIsEstimate`.
 */
export function listMeta(
  { page, limit }: PageQuery,
  total: number,
  shown = 0,
  cap = COUNT_CAP,
): ListMeta {
  const offset = (page - 1) * limit;
  const lastPage = shown > 0 && shown < limit;
  if (total <= cap || lastPage) {
    const exact = total <= cap ? total : offset + shown;
    return { page, limit, total: exact, totalPages: Math.ceil(exact / limit) };
  }
  const atLeast = Math.max(cap, offset + shown + (shown === limit ? 1 : 0));
  return {
    page,
    limit,
    total: atLeast,
    totalPages: Math.ceil(atLeast / limit),
    totalIsEstimate: true,
  };
}

export const listOf = <T>(data: T[], query: PageQuery, total: number, cap = COUNT_CAP) => ({
  data,
  meta: listMeta(query, total, data.length, cap),
});

/** Escapes LIKE wildcards so that a user's `%` or `_` matches itself. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Runs a page query and its count together. */
export async function rowsAndTotal<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>) {
  const [data, [counted]] = await Promise.all([rows, total]);
  return { data, total: counted?.total ?? 0 };
}

/**
 * Rows of a page query that selects `cappedTotal` as `total`, and that total. An empty page says
 * nothing of the total (page 9 of 3), so then `count` counts. The rows keep their `total`
 * column: copying twenty rows without it (`{ total, ...row }`) cost more than the mapping that
 * follows, and an answer is written from its schema's declared properties alone.
 */
export async function rowsWithTotal<T extends { total: number }>(
  rows: Promise<T[]>,
  count: () => Promise<{ total: number }[]>,
): Promise<{ data: T[]; total: number }> {
  const page = await rows;
  if (page.length === 0) {
    const [counted] = await count();
    return { data: [], total: counted?.total ?? 0 };
  }
  return { data: page, total: page[0]!.total };
}
