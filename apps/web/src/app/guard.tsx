import type { Role } from '@homekeep/contracts/auth';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { paths } from '@/config/paths';
import { messageFor } from '@/lib/api';
import { wrongRoleState } from '@/lib/wrong-role';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { useGetCurrentUserQuery } from '@/lib/session-api';

type RequireRoleProps = {
  /** The role the route is for; empty means any signed-in person. */
  role: Role | '';
  children?: ReactNode;
};

/** Private routes: wait for GET /auth, then show the screen to the right role only. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { token } = useSession();
  const location = useLocation();
  const { data: user, error, refetch } = useGetCurrentUserQuery(undefined, { skip: !token });

  // The specification sends a visitor to /home; the page they wanted rides along, so /home can
  // say why and sign-in can bring them back.
  if (!token) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={withReturnPath(paths.home, wanted)} replace />;
  }
  if (!user) {
    if (error) {
      return (
        <ErrorState
          title="We couldn't load your account"
          message={messageFor(error)}
          onRetry={() => void refetch()}
        />
      );
    }
    return <LoadingState label="Loading..." />;
  }
  // The specification sends another role to /home; it says there whose page that was.
  if (role && user.role !== role) {
    return <Navigate to={paths.home} replace state={wrongRoleState(location.pathname, role)} />;
  }
  return children ?? <Outlet />;
}

/**
 * Sign-in and sign-up: someone signed in goes to the page they were sent here from
 * (`?returnTo=`), else to `/` (admins on to `/admin`).
 */
export function RedirectSignedIn() {
  const { token, role } = useSession();
  const { search } = useLocation();
  if (token && role) {
    const returnTo = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
    return <Navigate to={returnTo ?? paths.root} replace />;
  }
  return <Outlet />;
}
