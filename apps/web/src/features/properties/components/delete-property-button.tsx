import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeletePropertyMutation } from '../api/property-changes-api';

type DeletePropertyButtonProps = { id: string; name: string; onDeleted: () => void };

/** Deleting asks first: the property and its photo list are gone for good. */
export function DeletePropertyButton({ id, name, onDeleted }: DeletePropertyButtonProps) {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useDeletePropertyMutation();

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
        Delete
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Delete ${name}?`}
        centered
        radius="lg"
      >
        <Stack gap="lg">
          <Text size="sm">
            This removes the property and its details from your account. It cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={isLoading}>
              Keep it
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={isLoading}>
              Delete property
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
