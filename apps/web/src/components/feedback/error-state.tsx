import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type ErrorStateProps = { title: string; message: string; onRetry?: () => void };

export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Paper withBorder radius="md" p="lg" role="alert" bg="red.0" bd="1px solid red.3">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon color="red" variant="light" size={36} radius="xl" aria-hidden>
          <IconAlertTriangle size={20} />
        </ThemeIcon>
        <Stack gap={6} align="flex-start">
          <Text fw={700}>{title}</Text>
          <Text size="sm">{message}</Text>
          {onRetry && (
            <Button size="xs" variant="default" onClick={onRetry} mt={4}>
              Try again
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
