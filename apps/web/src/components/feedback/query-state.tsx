import type { ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { StaleNotice } from '@/components/feedback/stale-notice';

const CONNECTION_HINT = 'Check your connection and try again.';

/** What a screen needs of an RTK Query result. */
export type QueryResult<T> = {
  data?: T | undefined;
  /** The answer for the current arguments, kept when a later refresh of it fails. */
  currentData?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  errorMessage?: string;
  /** Shown instead of the content when `isEmpty` says so. */
  empty?: { title: string; message: string; action?: ReactNode };
  /** By default a list answer (`{ data: [] }`) is empty. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const isEmptyList = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  'data' in data &&
  Array.isArray(data.data) &&
  data.data.length === 0;

/**
 * One read's four faces: loading, an error with a way to try again, empty, or its content. A
 * failed refresh of content already shown keeps it (and whatever was typed into it) under a
 * notice, rather than replacing it with the error.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  errorMessage = CONNECTION_HINT,
  empty,
  isEmpty = isEmptyList,
  children,
}: QueryStateProps<T>) {
  if (query.isLoading) return <LoadingState label={loadingLabel} />;
  const shown = query.isError ? query.currentData : query.data;
  const retry = () => void query.refetch();
  if (shown === undefined) {
    return <ErrorState title={errorTitle} message={errorMessage} onRetry={retry} />;
  }
  // One shape whether or not the notice shows, so the content is never mounted afresh.
  return (
    <>
      {query.isError ? <StaleNotice onRetry={retry} /> : null}
      {empty && isEmpty(shown) ? <EmptyState {...empty} /> : children(shown)}
    </>
  );
}
