import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own: a server-rendered Suspense
 * boundary is hydrated after the rest, at low priority and in short slices, so a phone's main
 * thread is not blocked for the whole page at once. A click on it before then is replayed once
 * it is hydrated. In a page drawn by the client it changes nothing.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
