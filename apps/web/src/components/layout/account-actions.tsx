import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const SignOutButton = lazy(() => import('@/components/layout/sign-out-button'));

type AccountActionsProps = { signedIn: boolean; inDrawer: boolean; onDone: () => void };

/** Sign out for someone signed in; sign in and get started for a visitor. */
export function AccountActions({ signedIn, inDrawer, onDone }: AccountActionsProps) {
  if (signedIn) {
    return (
      <Suspense fallback={null}>
        <SignOutButton fullWidth={inDrawer} onDone={onDone} />
      </Suspense>
    );
  }
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
