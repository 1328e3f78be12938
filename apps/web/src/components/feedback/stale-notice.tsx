import { Button, Group, Text } from '@mantine/core';

/** Said above content that is still shown after a refresh of it failed. */
export function StaleNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <Group
      role="status"
      gap="xs"
      wrap="nowrap"
      px="sm"
      py={6}
      mb="sm"
      bg="yellow.0"
      bd="1px solid yellow.4"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text size="sm" style={{ flex: 1 }}>
        This could not be refreshed just now: it shows what was last loaded.
      </Text>
      <Button size="compact-sm" variant="default" onClick={onRetry}>
        Refresh
      </Button>
    </Group>
  );
}
