import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { OWN_HOMES } from '@/lib/own-home';
import { useSession } from '@/lib/session';

/** "Get started" for a visitor; for someone signed in, the way to their own home screen. */
export function StartButton(props: ButtonProps) {
  const { token, role } = useSession();
  const home = token && role ? OWN_HOMES[role] : null;
  return (
    <Button component={Link} to={home?.to ?? paths.signUp} {...props}>
      {home?.label ?? 'Get started'}
    </Button>
  );
}
