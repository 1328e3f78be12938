import type { AccessLink, AdminUser } from '@homekeep/contracts/admin';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CopyField } from '@/components/forms/copy-field';
import { useCreateAccessLinkMutation } from '../api/admin-operations-api';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * A one-time link for someone mail cannot reach: asked first, then shown once in the dialog to
 * read out or send directly. Closing the dialog forgets it; a new one replaces it.
 */
export function AccessLinkAction({ user }: { user: AdminUser }) {
  const [create, { isLoading }] = useCreateAccessLinkMutation();
  const [opened, setOpened] = useState(false);
  const [link, setLink] = useState<AccessLink | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const close = () => {
    setOpened(false);
    setLink(null);
  };
  const run = async () => {
    const result = await create(user.id);
    if ('data' in result && result.data) setLink(result.data);
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        One-time link
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={link ? `One-time link for ${name}` : `Create a one-time link for ${name}?`}
        centered
      >
        {link ? (
          <Stack gap="md">
            <Text>
              Give this link to {name} by phone or in person: with it they choose a new password,
              which also confirms {user.email}. It works once, until{' '}
              {timeFormat.format(new Date(link.expiresAt))}. It is not shown again.
            </Text>
            <CopyField label="One-time link" value={link.url} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Done
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>
              For someone our mails do not reach. The link lets them choose a new password; it works
              once, for 30 minutes, and replaces any earlier reset link. The audit log records that
              you made it, never the link itself.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={isLoading}>
                Cancel
              </Button>
              <Button onClick={() => void run()} loading={isLoading}>
                Create link
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
