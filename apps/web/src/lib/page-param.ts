import { useSearchParams } from 'react-router';

/** The page of a list kept in the URL (`?page=2`), so that reload and back return to it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return [page, (next) => setParams({ page: String(next) })];
}
