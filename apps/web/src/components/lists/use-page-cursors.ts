import type { ListMeta } from '@homekeep/contracts/common';
import { useState } from 'react';

interface Known {
  /** The list the cursors were given for (its filters): another list starts with none. */
  list: string;
  /** The cursor to each page, by page number. */
  cursors: ReadonlyMap<number, string>;
}

/**
 * The cursors a paged list's pages gave (`meta.nextCursor`), kept by the page each one starts.
 * The page after one that gave a cursor is asked for by it, which costs the server what the first
 * page does however deep the list goes; a page chosen by its number (or opened from a link)
 * without one is asked for by number. `list` names the list's filters: cursors of another search
 * or tab are not used.
 */
export function usePageCursors(list: string) {
  const [known, setKnown] = useState<Known>({ list, cursors: new Map() });
  const cursors = known.list === list ? known.cursors : undefined;
  return {
    /** The cursor to `page`, when a page before it gave one. */
    cursorTo: (page: number): string | undefined => cursors?.get(page),
    /** Call before moving from the page `meta` describes to `next`. */
    remember(next: number, meta: ListMeta | undefined) {
      const cursor = meta?.nextCursor;
      if (cursor === undefined || next !== meta!.page + 1) return;
      setKnown({ list, cursors: new Map(cursors).set(next, cursor) });
    },
  };
}
