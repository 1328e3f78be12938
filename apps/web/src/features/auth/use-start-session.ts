import type { AuthResult } from '@homekeep/contracts/auth';

import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useAppDispatch } from '@/lib/store-hooks';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { setSession } from '@/lib/session';
import { clearToasts } from '@/lib/toast';
import { sessionApi } from '@/lib/session-api';

/**
 * Keeps the token and role, primes the current-user cache and opens the page the visitor was
 * sent away from (`?returnTo=`), or else the role's home.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  return ({ accessToken, user }: AuthResult['data']) => {
    clearToasts();
    dispatch(api.util.resetApiState());
    setSession(accessToken, user.role);
    // The guard needs the user at once; the unread count follows with the next read of /auth
    // (the navigation's badge asks again within 20 seconds, and at once on a new message).
    dispatch(
      sessionApi.util.upsertQueryData('getCurrentUser', undefined, { ...user, unreadMessages: 0 }),
    );
    void navigate(returnTo ?? paths.root);
  };
}
