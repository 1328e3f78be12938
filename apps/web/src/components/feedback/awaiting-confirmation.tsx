import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';

type AwaitingItem = { id: string; title: string; text: string; to: string };

/** The appointments waiting for this person's answer, each linked to its job. */
export function AwaitingConfirmation({ items }: { items: AwaitingItem[] }) {
  if (items.length === 0) return null;
  return (
    <Alert color="orange" title="Appointments to answer" component="section">
      <Stack gap={4}>
        {items.map((item) => (
          <Anchor key={item.id} component={Link} to={item.to} c="orange.9" fw={500}>
            {item.title}: {item.text}
          </Anchor>
        ))}
      </Stack>
    </Alert>
  );
}
