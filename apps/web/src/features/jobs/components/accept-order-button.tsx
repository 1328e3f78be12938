import type { VendorOrder } from '@homekeep/contracts/jobs';
import { Button, Group } from '@mantine/core';
import { useAcceptOrderMutation } from '../api/vendor-orders-api';
import { messageFor } from '@/lib/api';
import { showSuccessToast } from '@/lib/toast';

type AcceptOrderButtonProps = {
  order: VendorOrder;
  disabled: boolean;
  onAccepted: (order: VendorOrder) => void;
  /** Another vendor was first, or the job went: the server's sentence. */
  onRefused: (order: VendorOrder, message: string) => void;
};

/**
 * Takes the job; if another vendor was first, `onRefused` gets the server's sentence (the card
 * leaves the list with the refresh). Its name is its visible label; the card it sits in is named
 * by the job's title.
 */
export function AcceptOrderButton({
  order,
  disabled,
  onAccepted,
  onRefused,
}: AcceptOrderButtonProps) {
  const [accept, { isLoading }] = useAcceptOrderMutation();
  const onAccept = async () => {
    const result = await accept(order.id);
    if ('error' in result) return onRefused(order, messageFor(result.error));
    showSuccessToast(`You accepted "${order.title}". It is under My jobs.`);
    onAccepted(order);
  };
  return (
    <Group justify="flex-end">
      <Button onClick={() => void onAccept()} loading={isLoading} disabled={disabled}>
        Accept job
      </Button>
    </Group>
  );
}
