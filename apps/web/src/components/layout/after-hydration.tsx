import { useDeferredValue, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration';

type AfterHydrationProps = { children: ReactNode; placeholder: ReactNode };

/**
 * What a prerendered page cannot know (the API's data, a stored choice) shows its placeholder in
 * the HTML and until the page is hydrated; only this small part renders again then.
 */
export function AfterHydration({ children, placeholder }: AfterHydrationProps) {
  // The switch after hydration is a forced synchronous render; deferring it lets the children's
  // first render (which loads their chunk) run as a transition, in slices, after the rest.
  return useDeferredValue(useHydrated()) ? children : placeholder;
}
