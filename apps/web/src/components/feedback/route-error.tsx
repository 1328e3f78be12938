import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/lazy-chunk';

function describe(error: unknown): { title: string; message: string } {
  if (isChunkLoadError(error)) {
    return {
      title: "This page couldn't load",
      message:
        'Part of the app could not be downloaded, often because of a dropped connection or a new version. Reload to try again.',
    };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      title: "We couldn't find that page",
      message: 'The address may be mistyped, or the page may have moved.',
    };
  }
  return {
    title: 'Something went wrong',
    message: 'An unexpected problem stopped this page. Reloading usually fixes it.',
  };
}

export function RouteError() {
  const { title, message } = describe(useRouteError());
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" role="alert">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to={paths.home} variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
