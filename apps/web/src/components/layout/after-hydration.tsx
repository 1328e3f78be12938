import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration';

type AfterHydrationProps = { children: ReactNode; placeholder: ReactNode };

/**
 * What a prerendered page cannot know (the API's data, a stored choice) shows its placeholder in
 * the HTML and until the page is hydrated; only this small part renders again then.
 */
export function AfterHydration({ children, placeholder }: AfterHydrationProps) {
  return useHydrated() ? children : placeholder;
}
