import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

/** An address no screen answers: shown inside the layout, with the way home as its action. */
export function NotFoundScreen() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>We couldn&apos;t find that page</Title>
        <Text c="dimmed">The address may be mistyped, or the page may have moved.</Text>
        <Button component={Link} to={paths.root}>
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
