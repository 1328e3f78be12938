import { Anchor, Group, Text, type GroupProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** "Already have an account? Sign in", below the ways to sign up. */
export function SignInInstead({ mt }: Pick<GroupProps, 'mt'>) {
  return (
    <Group justify="center" gap={6} mt={mt}>
      <Text size="sm" c="dimmed">
        Already have an account?
      </Text>
      <Anchor component={Link} to={paths.signIn} size="sm">
        Sign in
      </Anchor>
    </Group>
  );
}
