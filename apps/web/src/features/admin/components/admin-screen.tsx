import '../admin-styles';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import { AdminNav } from './admin-nav';

type AdminScreenProps = { title: string; purpose: string; children: ReactNode };

/** An operations screen: its heading, one sentence of purpose, then its content, full width. */
export function AdminScreen({ title, purpose, children }: AdminScreenProps) {
  usePageTitle(`${title} · Operations`);
  return (
    <Container size="lg" pt="sm" pb="xl">
      <Stack gap="lg">
        <AdminNav />
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{purpose}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
