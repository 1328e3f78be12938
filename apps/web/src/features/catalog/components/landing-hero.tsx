import {
  Box,
  Button,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { StartButton } from '@/components/layout/start-button';

export function LandingHero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 100%)',
      }}
    >
      <Container size="lg" py={{ base: 40, md: 80 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text c="brand.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: 1 }}>
              Home maintenance, handled
            </Text>
            <Title id="hero-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
              Keep every home in shape with one simple plan
            </Title>
            <Text size="lg" c="dark.4" maw={560}>
              Subscribe your properties to a maintenance plan, ask for a repair in a minute and
              follow the work until it is done, by vendors near you.
            </Text>
            <Group gap="sm">
              <StartButton size="lg" />
              <Button component="a" href="#plans" size="lg" variant="default">
                See the plans
              </Button>
            </Group>
          </Stack>
          <Image
            src="/illustrations/home-care.svg"
            alt=""
            width={560}
            height={420}
            w="100%"
            h="auto"
            maw={560}
            mx="auto"
            fetchPriority="high"
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
