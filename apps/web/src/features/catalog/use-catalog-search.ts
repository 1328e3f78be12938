import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 350;
export const SERVICES_PER_PAGE = 20;
const SEARCH_PARAM = 'q';
const PAGE_PARAM = 'page';

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * Search text and page kept in the URL query (`?q=...&page=2`), so back, forward and reload
 * return to the same results. Typing is debounced and replaces the history entry; choosing a
 * page adds one.
 */
export function useCatalogSearch() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get(PAGE_PARAM));
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const [draft, setDraft] = useState(search);
  const [syncedSearch, setSyncedSearch] = useState(search);
  const [committed, setCommitted] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back and forward change the URL under the box: show what the URL now searches for. The
  // URL catching up with what was typed is not such a change: the box may already hold more.
  if (search !== syncedSearch) {
    setSyncedSearch(search);
    if (search !== committed) {
      setCommitted(search);
      setDraft(search);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // A search still waiting to be sent must not pull the person back from the page they opened:
  // a followed link or any other navigation away drops it.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = Boolean(navigation.location && navigation.location.pathname !== pathname);
  useEffect(() => {
    if (leaving) clearTimeout(timer.current);
  }, [leaving]);
  useEffect(() => {
    const dropOnLinkClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) {
        clearTimeout(timer.current);
      }
    };
    document.addEventListener('click', dropOnLinkClick, true);
    return () => document.removeEventListener('click', dropOnLinkClick, true);
  }, []);

  const commitSearch = useCallback(
    (value: string) => {
      const next = value.trim();
      setCommitted(next);
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set(SEARCH_PARAM, next);
          else updated.delete(SEARCH_PARAM);
          updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const changeSearch = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commitSearch(value), SEARCH_DEBOUNCE_MS);
  };

  const clearSearch = () => {
    clearTimeout(timer.current);
    setDraft('');
    commitSearch('');
  };

  const changePage = (next: number) => {
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next > 1) updated.set(PAGE_PARAM, String(next));
      else updated.delete(PAGE_PARAM);
      return updated;
    });
  };

  return { page, search, draft, changeSearch, clearSearch, changePage };
}
