import { useDeferredValue, useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * `value` in the browser; `prerendered` on the server and while React hydrates a prerendered
 * page, so that the hydrated tree matches its HTML. When the two differ, the component renders
 * again after hydration: React forces that render to be synchronous, so the new value is passed
 * on as a deferred one, drawn in a transition that React splits into short tasks (a phone's main
 * thread is not blocked for what it shows, e.g. the cookie notice or the API's sections). When
 * the two are equal, nothing renders twice.
 */
export const useBrowserValue = <T>(value: T, prerendered: T): T =>
  useDeferredValue(
    useSyncExternalStore(
      noChange,
      () => value,
      () => prerendered,
    ),
  );

/** False while a prerendered page hydrates (and on the server), true from then on. */
export const useHydrated = (): boolean => useBrowserValue(true, false);
