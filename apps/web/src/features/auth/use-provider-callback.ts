import { useEffect, useState } from 'react';
import { useBrowserValue } from '@/lib/hydration';
import { providerErrorMessage, readProviderAnswer } from './provider-sign-in';

type ProviderCallback =
  | { status: 'idle' }
  | { status: 'failed'; message: string }
  | { status: 'link'; ticket: string; email: string };

const IDLE: ProviderCallback = { status: 'idle' };

/**
 * Reads what a third-party sign-in left in the URL fragment of /sign-in (why it failed, or a
 * ticket to link an existing account) and takes it out of the address bar at once.
 */
export function useProviderCallback(): ProviderCallback {
  const [outcome] = useState<ProviderCallback>(() => {
    // The prerendered page is drawn without an address; the fragment is read in the browser.
    if (typeof window === 'undefined') return IDLE;
    const answer = readProviderAnswer(window.location.hash);
    if (answer.kind === 'error') {
      return { status: 'failed', message: providerErrorMessage(answer.reason) };
    }
    if (answer.kind === 'link')
      return { status: 'link', ticket: answer.ticket, email: answer.email };
    return IDLE;
  });

  useEffect(() => {
    if (outcome.status === 'idle') return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, [outcome]);

  return useBrowserValue(outcome, IDLE);
}
