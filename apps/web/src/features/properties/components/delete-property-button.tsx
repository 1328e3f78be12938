import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messageFor } from '@/lib/api';
import { useDeletePropertyMutation } from '../api/property-changes-api';

type DeletePropertyButtonProps = { id: string; name: string; onDeleted: () => void };

/**
 * Removing asks first and says what happens: the property is archived, never destroyed, and
 * the server refuses while a paid plan or an open job depends on it (told here, not in a toast).
 */
export function DeletePropertyButton({ id, name, onDeleted }: DeletePropertyButtonProps) {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading, error, reset }] = useDeletePropertyMutation();

  const close = () => {
    setOpen(false);
    reset();
  };
  const confirm = async () => {
    const result = await remove(id);
    if (!('error' in result)) {
      setOpen(false);
      onDeleted();
    }
  };

  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Remove
      </Button>
      <Modal opened={open} onClose={close} title={`Remove ${name}?`} centered radius="lg">
        <Stack gap="lg">
          <Text size="sm">What happens:</Text>
          <List size="sm" spacing="xs">
            <List.Item>
              It leaves your property list and can no longer get new requests or plans.
            </List.Item>
            <List.Item>Its past jobs, plans and payments stay in your history.</List.Item>
            <List.Item>
              A property with an active maintenance plan or an open job cannot be removed: cancel
              the plan or finish the job first.
            </List.Item>
          </List>
          {error ? (
            <Alert color="red" role="alert" title="Not removed">
              {messageFor(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isLoading}>
              Keep it
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={isLoading}>
              Remove property
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
