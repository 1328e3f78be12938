import { INT4_MAX } from '@homekeep/contracts/common';
import { badRequest } from './app-error';

/**
 * A list that pages by key too gives `meta.nextCursor`: the page that follows and the key of the
 * last row shown, as base64url JSON, so that the next page reads its rows from the index at that
 * key however deep it is, and its meta still says which page it is.
 */
export const encodeCursor = (page: number, key: unknown[]) =>
  Buffer.from(JSON.stringify([page, ...key])).toString('base64url');

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badCursor = () =>
  badRequest(
    'list.bad_cursor',
    'cursor is not one this list gave: start again from the first page',
    [{ path: 'cursor', message: 'cursor is not one this list gave' }],
  );

/**
 * The cursor's page and key, when the key has `length` values and `isKey` accepts them; a 400
 * for anything a list did not give.
 */
export function decodeCursor(
  text: string,
  length: number,
  isKey: (key: unknown[]) => boolean,
): { page: number; key: unknown[] } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(value) || value.length !== length + 1) throw badCursor();
  const [page, ...key] = value as unknown[];
  const valid =
    Number.isInteger(page) && (page as number) >= 2 && (page as number) <= INT4_MAX && isKey(key);
  if (!valid) throw badCursor();
  return { page: page as number, key };
}

/** Whether a list whose page shows `shown` rows has a page after it. */
export const hasNextPage = (
  meta: { page: number; limit: number; totalPages: number },
  shown: number,
) => shown === meta.limit && meta.page < meta.totalPages;
