import type { VendorOrder } from '@homekeep/contracts/jobs';
import { Button, Group } from '@mantine/core';
import { useAcceptOrderMutation } from '../api/vendor-orders-api';
import { showSuccessToast } from '@/lib/toast';

type AcceptOrderButtonProps = {
  order: VendorOrder;
  disabled: boolean;
  onAccepted: (order: VendorOrder) => void;
};

/**
 * Takes the job; if another vendor was first, the server's message is shown as a toast. Its name
 * is its visible label; the card it sits in is named by the job's title.
 */
export function AcceptOrderButton({ order, disabled, onAccepted }: AcceptOrderButtonProps) {
  const [accept, { isLoading }] = useAcceptOrderMutation();
  const onAccept = async () => {
    const result = await accept(order.id);
    if (!('error' in result)) {
      showSuccessToast(`You accepted "${order.title}". It is under My jobs.`);
      onAccepted(order);
    }
  };
  return (
    <Group justify="flex-end">
      <Button onClick={() => void onAccept()} loading={isLoading} disabled={disabled}>
        Accept job
      </Button>
    </Group>
  );
}
