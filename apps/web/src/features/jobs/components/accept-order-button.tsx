import type { VendorOrder } from '@homekeep/contracts/jobs';
import { Button, Group } from '@mantine/core';
import { useAcceptOrderMutation } from '../api/vendor-orders-api';
import { showSuccessToast } from '@/lib/toast';

/** Takes the job; if another vendor was first, the server's message is shown as a toast. */
export function AcceptOrderButton({ order, disabled }: { order: VendorOrder; disabled: boolean }) {
  const [accept, { isLoading }] = useAcceptOrderMutation();
  const onAccept = async () => {
    const result = await accept(order.id);
    if (!('error' in result)) showSuccessToast(`You accepted "${order.title}".`);
  };
  return (
    <Group justify="flex-end">
      <Button
        onClick={() => void onAccept()}
        loading={isLoading}
        disabled={disabled}
        aria-label={`Accept ${order.title}`}
      >
        Accept job
      </Button>
    </Group>
  );
}
