import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState } from 'react';

type ConfirmButtonProps = {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => Promise<boolean>;
  variant?: ButtonProps['variant'];
};

/** A button that asks before doing something that cannot be taken back. */
export function ConfirmButton(props: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    setWorking(true);
    const done = await props.onConfirm();
    setWorking(false);
    if (done) setOpen(false);
  };

  return (
    <>
      <Button variant={props.variant ?? 'light'} color="red" onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={props.title} centered radius="lg">
        <Stack gap="lg">
          <Text size="sm">{props.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={working}>
              {props.keepLabel}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={working}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
