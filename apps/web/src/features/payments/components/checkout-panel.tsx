import { Paper, Stack, Title, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

type CheckoutPanelProps = {
  id: string;
  title: string;
  gap: StackProps['gap'];
  children: ReactNode;
};

/** One titled section of the checkout page (the order, the card). */
export function CheckoutPanel({ id, title, gap, children }: CheckoutPanelProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap={gap}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
