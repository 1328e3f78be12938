import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCancelMaintenanceRequestMutation } from '../api/maintenance-requests-api';
import { messageFor } from '@/lib/api';
import { showSuccessToast } from '@/lib/toast';

/** Canceling asks first; a vendor who took the job is told. A refusal is said in the dialog. */
export function CancelRequestButton({
  id,
  title,
  onCanceled,
}: {
  id: string;
  title: string;
  onCanceled?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading, error, reset }] = useCancelMaintenanceRequestMutation();

  const close = () => {
    setOpen(false);
    reset();
  };
  const confirm = async () => {
    const result = await cancel(id);
    if ('error' in result) return;
    setOpen(false);
    showSuccessToast('Your request was canceled.');
    onCanceled?.();
  };

  return (
    <>
      <Button variant="light" color="red" onClick={() => setOpen(true)}>
        Cancel request
      </Button>
      <Modal opened={open} onClose={close} title={`Cancel "${title}"?`} centered>
        <Stack gap="lg">
          <Text size="sm">
            No vendor will come for this request. If a vendor has already accepted it, they are told
            at once.
          </Text>
          {error ? (
            <Alert color="red" role="alert" title="Not canceled">
              {messageFor(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isLoading}>
              Keep it
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={isLoading}>
              Cancel request
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
