import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while React hydrates a prerendered page (and on the server), true from the next render
 * on and in a page drawn by the client. What depends on the browser (the URL fragment, storage,
 * a stored choice) waits for it, so that the hydrated tree matches the prerendered HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
