import { useEffect, useRef, useState } from 'react';
import { useSignInWithProviderMutation } from './api/auth-api';
import { readProviderAnswer, takeAttempt } from './provider-sign-in';
import { useStartSession } from './use-start-session';

export type ProviderCallback =
  | { status: 'idle' }
  | { status: 'signing-in'; providerName: string }
  | { status: 'failed'; message: string };

const UNVERIFIED =
  'This sign-in could not be verified, so it was stopped. Please start it again from this page.';

/**
 * Finishes a sign-in at an identity provider when the browser comes back to /sign-in with the
 * provider's answer in the URL fragment: the answer leaves the address bar at once, its state
 * must match the one kept when the browser left, and only then is the token sent to the API.
 */
export function useProviderCallback(): ProviderCallback {
  const [signIn] = useSignInWithProviderMutation();
  const startSession = useStartSession();
  const [answer] = useState(() => readProviderAnswer(window.location.hash));
  const [outcome, setOutcome] = useState<ProviderCallback>(() =>
    answer.kind === 'none' ? { status: 'idle' } : { status: 'signing-in', providerName: '' },
  );
  // Effects run twice in development; the answer and its state are usable once.
  const handled = useRef(false);

  useEffect(() => {
    if (answer.kind === 'none' || handled.current) return;
    handled.current = true;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);

    const attempt = takeAttempt();
    if (!attempt || attempt.state !== answer.state) {
      setOutcome({ status: 'failed', message: UNVERIFIED });
      return;
    }
    if (answer.kind === 'error') {
      const message =
        answer.error === 'access_denied'
          ? `Sign-in with ${attempt.providerName} was cancelled.`
          : `Sign-in with ${attempt.providerName} did not succeed. Please try again.`;
      setOutcome({ status: 'failed', message });
      return;
    }
    setOutcome({ status: 'signing-in', providerName: attempt.providerName });
    void signIn({
      provider: attempt.providerId,
      accessToken: answer.accessToken,
      role: attempt.role,
    }).then((result) => {
      // A refusal by the API is shown as its message in the error toast.
      if (result.data) startSession(result.data);
      else setOutcome({ status: 'idle' });
    });
  }, [answer, signIn, startSession]);

  return outcome;
}
