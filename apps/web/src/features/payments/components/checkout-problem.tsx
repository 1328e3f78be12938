import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { ErrorState } from '@/components/feedback/error-state';
import { messageFor } from '@/lib/api';

type CheckoutProblemProps = {
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
};

/** Why a checkout cannot be shown: someone else's or unknown, for residents only, or a failure. */
export function CheckoutProblem({ error, onRetry }: CheckoutProblemProps) {
  const status = error && 'status' in error ? error.status : undefined;
  if (status === 404) {
    return (
      <ErrorState
        title="We couldn't find this checkout"
        message="It may belong to another account, or the link may be incomplete. Sign in with the account that started it."
      />
    );
  }
  if (status === 403) {
    return (
      <ErrorState
        title="This checkout is for residents"
        message="Sign in with a resident account to pay."
      />
    );
  }
  return (
    <ErrorState
      title="Your order could not be loaded"
      message={messageFor(error)}
      onRetry={onRetry}
    />
  );
}
