import { INT4_MAX, NAME_MAX, type ListMeta } from '@homekeep/contracts/common';
import { badRequest } from './app-error';

/**
 * A list ordered by name (and id) pages by key: the cursor names the last row shown and the
 * page that follows it, so the next page reads its rows from the index at that key however deep
 * it is, and its meta still says which page it is.
 */
export interface NameCursor {
  page: number;
  name: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeNameCursor = ({ page, name, id }: NameCursor) =>
  Buffer.from(JSON.stringify([page, name, id])).toString('base64url');

const badCursor = () =>
  badRequest(
    'list.bad_cursor',
    'cursor is not one this list gave: start again from the first page',
    [{ path: 'cursor', message: 'cursor is not one this list gave' }],
  );

function parsed(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
}

/** The cursor's key and page; a 400 for anything a list did not give. */
export function decodeNameCursor(text: string): NameCursor {
  const value = parsed(text);
  if (!Array.isArray(value) || value.length !== 3) throw badCursor();
  const [page, name, id] = value as unknown[];
  const valid =
    Number.isInteger(page) &&
    (page as number) >= 2 &&
    (page as number) <= INT4_MAX &&
    typeof name === 'string' &&
    name.length <= NAME_MAX &&
    typeof id === 'string' &&
    UUID.test(id);
  if (!valid) throw badCursor();
  return { page: page as number, name: name as string, id: id as string };
}

/** The meta's cursor to the next page: after the last row shown, while a next page may hold rows. */
export function withNextCursor<T extends { name: string; id: string }>(list: {
  data: T[];
  meta: ListMeta;
}): { data: T[]; meta: ListMeta } {
  const { data, meta } = list;
  const last = data.at(-1);
  if (!last || data.length < meta.limit || meta.page >= meta.totalPages) return list;
  const nextCursor = encodeNameCursor({ page: meta.page + 1, name: last.name, id: last.id });
  return { data, meta: { ...meta, nextCursor } };
}
