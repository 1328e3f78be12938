import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCancelMaintenanceRequestMutation } from '../api/maintenance-requests-api';
import { showSuccessToast } from '@/lib/toast';

/** Canceling asks first; a vendor who took the job is told. */
export function CancelRequestButton({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelMaintenanceRequestMutation();

  const confirm = async () => {
    const result = await cancel(id);
    setOpen(false);
    if (!('error' in result)) showSuccessToast('Your request was canceled.');
  };

  return (
    <>
      <Button variant="light" color="red" onClick={() => setOpen(true)}>
        Cancel request
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Cancel "${title}"?`} centered>
        <Stack gap="lg">
          <Text size="sm">
            No vendor will come for this request. If a vendor has already accepted it, they are told
            at once.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={isLoading}>
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
