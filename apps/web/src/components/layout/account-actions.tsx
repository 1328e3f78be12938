import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { SignOutButton } from '@/components/layout/sign-out-button';
import { paths } from '@/config/paths';

type AccountActionsProps = { signedIn: boolean; inDrawer: boolean; onDone: () => void };

/** Sign out for someone signed in; sign in and get started for a visitor. */
export function AccountActions({ signedIn, inDrawer, onDone }: AccountActionsProps) {
  if (signedIn) return <SignOutButton fullWidth={inDrawer} onDone={onDone} />;
  return (
    <>
      <Button component={Link} to={paths.signIn} variant="default" onClick={onDone}>
        Sign in
      </Button>
      <Button component={Link} to={paths.signUp} onClick={onDone}>
        Get started
      </Button>
    </>
  );
}
