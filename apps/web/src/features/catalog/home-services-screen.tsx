import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/lib/page-title';
import { ServicesBrowser } from './components/services-browser';

export function HomeServicesScreen() {
  usePageTitle('Home services');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Home services</Title>
          <Text c="dimmed" size="lg" maw={680}>
            Repairs, cleaning and upkeep by vendors near you. Open a service to see what it covers
            and request it for one of your properties.
          </Text>
        </Stack>
        <ServicesBrowser kind="home" noun="home services" placeholder="Try “gutter” or “repair”" />
      </Stack>
    </Container>
  );
}
