import type { AuthResult } from '@homekeep/contracts/auth';

import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useAppDispatch } from '@/lib/store-hooks';
import { setSession } from '@/lib/session';
import { sessionApi } from '@/lib/session-api';

/** Keeps the token and role, primes the current-user cache and opens the role's home. */
export function useStartSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return ({ accessToken, user }: AuthResult['data']) => {
    dispatch(api.util.resetApiState());
    setSession(accessToken, user.role);
    dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user));
    void navigate(paths.root);
  };
}
