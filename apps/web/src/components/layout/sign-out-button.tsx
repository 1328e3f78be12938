import { Button } from '@mantine/core';

import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { DataLayer } from '@/lib/data-layer';
import { useAppDispatch } from '@/lib/store-hooks';
import { clearSession } from '@/lib/session';
import { useSignOutMutation } from '@/lib/session-api';

type SignOutButtonProps = { fullWidth?: boolean; onDone?: () => void };

function SignOutAction({ fullWidth, onDone }: SignOutButtonProps) {
  const [signOut, { isLoading }] = useSignOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const handleSignOut = async () => {
    // The local session ends even if the server could not be told.
    await signOut().catch(() => undefined);
    clearSession();
    dispatch(api.util.resetApiState());
    onDone?.();
    void navigate(paths.home);
  };

  return (
    <Button variant="default" fullWidth={fullWidth} loading={isLoading} onClick={handleSignOut}>
      Sign out
    </Button>
  );
}

/** Its own chunk with the data layer: visitors, who never see it, do not download either. */
export default function SignOutButton(props: SignOutButtonProps) {
  return (
    <DataLayer>
      <SignOutAction {...props} />
    </DataLayer>
  );
}
