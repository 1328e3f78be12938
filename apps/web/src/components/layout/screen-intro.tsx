import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

type ScreenIntroProps = { title: string; purpose: string; children?: ReactNode };

/** The heading and one sentence of purpose that every screen starts with. */
export function ScreenIntro({ title, purpose, children }: ScreenIntroProps) {
  usePageTitle(title);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg" maw={680}>
          {purpose}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
