import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * `value` in the browser; `prerendered` on the server and while React hydrates a prerendered
 * page, so that the hydrated tree matches its HTML. When the two differ, the component renders
 * again right after hydration (synchronously: keep such components small); when they are equal,
 * nothing renders twice.
 */
export const useBrowserValue = <T>(value: T, prerendered: T): T =>
  useSyncExternalStore(
    noChange,
    () => value,
    () => prerendered,
  );

/** False while a prerendered page hydrates (and on the server), true from then on. */
export const useHydrated = (): boolean => useBrowserValue(true, false);
