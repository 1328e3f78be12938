import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '@/lib/return-path';

/** Told on /home to a visitor the guard sent here from a private page: why, and the way back. */
export function SignInNeededNotice() {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  if (!returnTo) return null;
  return (
    <Container size="lg" pt="lg">
      <Paper role="status" withBorder radius="lg" p="md" bg="brand.0">
        <Group justify="space-between" gap="sm">
          <Text c="brand.9" fw={500}>
            Please sign in to open that page. You will go straight back to it afterwards.
          </Text>
          <Button component={Link} to={withReturnPath(paths.signIn, returnTo)}>
            Sign in
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
