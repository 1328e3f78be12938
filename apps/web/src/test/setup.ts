import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { api, apiSettings } from '@/lib/api';
import { setSubscriptionBegan } from '@/lib/app-slice';
import { getAppStore } from '@/lib/app-store';

// The suite shares two cores with the API tests and the browser; waits are generous so that a
// busy machine does not fail a screen that is merely slow to appear.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads media queries; jsdom has no layout engine to answer them. The reader prefers
// reduced motion, as in the journeys: Mantine's dialogs, drawers and menus then open at once.
// With their transitions, a dialog was on the page at opacity 0 until the next animation frame,
// and a test that found it a moment earlier saw its text as not visible (a failure seen in CI).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: /prefers-reduced-motion:\s*reduce/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver;

// An autosizing textarea listens for web fonts loading; jsdom has no font loading to report.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// The files of a worker share one document and one set of modules: each test leaves them as it
// found them (no toast, storage, cookie, address, held timer or cached answer of its own).
afterEach(() => {
  cleanup();
  // The page's one store (lib/app-store.ts) outlives a render: a vendor's account, cached by
  // one test, was the next test's "current user", and its resident was sent away from their
  // own pages (wrong-pages.test.tsx failed so in a shared worker, depending on file order).
  const store = getAppStore();
  store.dispatch(api.util.resetApiState());
  store.dispatch(setSubscriptionBegan(false));
  notifications.clean();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
});

// Files point the API's settings at their own script server: the next file starts from the
// app's own settings again.
const appsApiSettings = { ...apiSettings };
afterAll(() => {
  Object.assign(apiSettings, appsApiSettings);
});
