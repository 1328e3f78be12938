import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import { usePageTitle } from '@/lib/page-title';
import { LuxeExplainer } from './components/luxe-explainer';
import { ServicesBrowser } from './components/services-browser';

const GOLD = '#e0c27a';

export function SymnLuxeScreen() {
  usePageTitle('SYMN Luxe');
  return (
    <>
      <Box
        component="section"
        aria-labelledby="luxe-title"
        style={{ background: 'linear-gradient(120deg, #15120e 0%, #2e261c 60%, #4a3b25 100%)' }}
      >
        <Container size="lg" py={{ base: 36, md: 56 }}>
          <Stack gap="sm" maw={720}>
            <Group gap={8}>
              <IconDiamond size={20} color={GOLD} aria-hidden />
              <Text c={GOLD} fw={700} tt="uppercase" size="sm" style={{ letterSpacing: 2 }}>
                The premium collection
              </Text>
            </Group>
            <Title id="luxe-title" order={1} c="white" fz={{ base: 32, sm: 42 }} lh={1.15}>
              SYMN Luxe
            </Title>
            <Text c="gray.3" size="lg">
              Specialist care for the finer parts of your home: pools and spas, cellars, stone,
              smart systems and gardens, by vendors who specialise in them.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <LuxeExplainer />
          <ServicesBrowser kind="luxe" noun="luxe services" placeholder="Try “pool” or “garden”" />
        </Stack>
      </Container>
    </>
  );
}
