import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

type AuthCardProps = { title: string; subtitle: string; children: ReactNode; width?: number };

export function AuthCard({ title, subtitle, children, width = 480 }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Container size={width} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xs" mb="lg" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
        {children}
      </Paper>
    </Container>
  );
}
