import { useEffect, useState } from 'react';
import { useGetTransactionQuery } from './api/payments-api';

/** How long, after returning from the processor, the page keeps asking whether it has paid. */
export const CONFIRMATION_POLL_MS = 2_000;
export const CONFIRMATION_WAIT_MS = 60_000;

/**
 * The transaction being paid. Back from the card processor and still pending, it is asked for
 * again every 2 seconds for up to a minute; then `gaveUp` says the payment may still come.
 */
export function useCheckoutTransaction(transactionId: string, canceled: boolean) {
  const [polling, setPolling] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const query = useGetTransactionQuery(transactionId, {
    pollingInterval: polling ? CONFIRMATION_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const transaction = query.data;
  const confirming =
    transaction?.provider === 'stripe' && transaction.status === 'pending' && !canceled;

  useEffect(() => {
    if (!confirming) {
      setPolling(false);
      return;
    }
    setPolling(true);
    const timer = setTimeout(() => {
      setPolling(false);
      setGaveUp(true);
    }, CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  return { ...query, gaveUp };
}
