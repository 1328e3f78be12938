import { NAME_MAX, type ListMeta } from '@homekeep/contracts/common';
import { UUID, decodeCursor, encodeCursor, hasNextPage } from './page-cursor';
import { textProblem } from './storable-text';

/** A list ordered by name (and id) pages by key: the last row's name and id (`page-cursor.ts`). */
export interface NameCursor {
  page: number;
  name: string;
  id: string;
}

export const encodeNameCursor = ({ page, name, id }: NameCursor) => encodeCursor(page, [name, id]);

/** The cursor's key and page; a 400 for anything a list did not give. */
export function decodeNameCursor(text: string): NameCursor {
  const { page, key } = decodeCursor(
    text,
    2,
    ([name, id]) =>
      typeof name === 'string' &&
      name.length <= NAME_MAX &&
      textProblem(name) === null &&
      typeof id === 'string' &&
      UUID.test(id),
  );
  return { page, name: key[0] as string, id: key[1] as string };
}

/** The meta's cursor to the next page: after the last row shown, while a next page may hold rows. */
export function withNextCursor<T extends { name: string; id: string }>(list: {
  data: T[];
  meta: ListMeta;
}): { data: T[]; meta: ListMeta } {
  const { data, meta } = list;
  const last = data.at(-1);
  if (!last || !hasNextPage(meta, data.length)) return list;
  const nextCursor = encodeNameCursor({ page: meta.page + 1, name: last.name, id: last.id });
  return { data, meta: { ...meta, nextCursor } };
}
