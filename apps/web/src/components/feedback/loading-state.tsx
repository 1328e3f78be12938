import { Center, Group, Loader, Text } from '@mantine/core';

type LoadingStateProps = { label?: string };

export function LoadingState({ label = 'Loading...' }: LoadingStateProps) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}
