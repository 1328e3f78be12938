import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = { title: string; message: string; action?: ReactNode };

export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="xs" align="center" ta="center">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {message}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
